import { describe, expect, it } from 'vitest';
import { docsHref, isFooterVisible, showsDocsLink, showsPoweredBy } from './footer-rules';

describe('footer rules', () => {
  it('shows on the root path and on paths with a last segment', () => {
    expect(isFooterVisible('/')).toBe(true);
    expect(isFooterVisible('/dashboard')).toBe(true);
    expect(isFooterVisible('/preferences/my-profile')).toBe(true);
  });

  it('hides on a path without a last segment', () => {
    expect(isFooterVisible('/preferences/')).toBe(false);
  });

  it('shows the powered-by badge on login and mdc-workflow only', () => {
    expect(showsPoweredBy('/')).toBe(true);
    expect(showsPoweredBy('/mdc-workflow')).toBe(true);
    expect(showsPoweredBy('/dashboard')).toBe(false);
  });

  it('shows the docs link everywhere but login', () => {
    expect(showsDocsLink('/')).toBe(false);
    expect(showsDocsLink('/dashboard')).toBe(true);
  });

  it('puts the token and the encoded API base in the fragment, never the query', () => {
    const href = docsHref('tok en+/=', 'http://localhost:8080/api');
    expect(href).toBe('/docs#token=tok%20en%2B%2F%3D&api=http%3A%2F%2Flocalhost%3A8080%2Fapi');
    expect(href).not.toContain('?');
  });

  it('leaves the token out when none is stored', () => {
    expect(docsHref(null, 'http://x/api')).toBe('/docs#api=http%3A%2F%2Fx%2Fapi');
  });
});
