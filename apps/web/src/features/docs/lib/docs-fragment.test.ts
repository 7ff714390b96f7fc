import { describe, expect, it } from 'vitest';
import { readDocsFragment, stripFragment } from './docs-fragment';

const origin = 'http://localhost:8080';
const fallback = `${origin}/api`;

describe('readDocsFragment', () => {
  it('reads the token and a same-origin API base', () => {
    const hash = `#token=abc%2B1&api=${encodeURIComponent('http://localhost:8080/api/')}`;
    expect(readDocsFragment(hash, origin, fallback)).toEqual({
      token: 'abc+1',
      apiBase: 'http://localhost:8080/api',
      foreignApiIgnored: false,
    });
  });

  it('ignores an API base on another origin so the token cannot leak', () => {
    const hash = `#api=${encodeURIComponent('https://evil.example/api')}`;
    expect(readDocsFragment(hash, origin, fallback)).toEqual({
      token: null,
      apiBase: fallback,
      foreignApiIgnored: true,
    });
  });

  it('works without a fragment', () => {
    expect(readDocsFragment('', origin, fallback)).toEqual({
      token: null,
      apiBase: fallback,
      foreignApiIgnored: false,
    });
  });
});

describe('stripFragment', () => {
  it('removes the fragment from the URL, keeping path, query and history state', () => {
    window.history.replaceState({ usr: 1 }, '', '/docs?x=1#token=secret');
    stripFragment();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/docs?x=1');
    expect(window.history.state).toEqual({ usr: 1 });
  });
});
