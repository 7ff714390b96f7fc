import { describe, expect, it } from 'vitest';
import { isDevToolsShortcut, shouldBlockEnter } from './keyboard-rules';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('isDevToolsShortcut', () => {
  it.each([
    key('F12'),
    key('I', { ctrlKey: true, shiftKey: true }),
    key('j', { ctrlKey: true, shiftKey: true }),
    key('C', { ctrlKey: true, shiftKey: true }),
    key('u', { ctrlKey: true }),
    key('i', { metaKey: true, altKey: true }),
  ])('blocks %o', (event) => expect(isDevToolsShortcut(event)).toBe(true));

  it.each([key('c', { ctrlKey: true }), key('I', { shiftKey: true }), key('u'), key('F5')])(
    'lets %o through',
    (event) => expect(isDevToolsShortcut(event)).toBe(false),
  );
});

describe('shouldBlockEnter', () => {
  it('blocks Enter in an input', () => {
    expect(shouldBlockEnter('Enter', document.createElement('input'))).toBe(true);
  });

  it('lets Enter through in a textarea, on buttons and in opted-in forms', () => {
    expect(shouldBlockEnter('Enter', document.createElement('textarea'))).toBe(false);
    expect(shouldBlockEnter('Enter', document.createElement('button'))).toBe(false);
    const form = document.createElement('form');
    form.setAttribute('data-allow-enter', '');
    const input = form.appendChild(document.createElement('input'));
    expect(shouldBlockEnter('Enter', input)).toBe(false);
  });

  it('ignores other keys', () => {
    expect(shouldBlockEnter('a', document.createElement('input'))).toBe(false);
  });
});
