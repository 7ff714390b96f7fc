import { describe, expect, it } from 'vitest';
import { parseContactSearch, prefixUpperBound } from './contact-search.ts';

describe('parseContactSearch', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['Ada.L@Example', { kind: 'email', prefix: 'ada.l@example' }],
    ['  Ada   Love ', { kind: 'nameOrEmail', prefix: 'ada love' }],
    ['ada2', { kind: 'nameOrEmail', prefix: 'ada2' }],
    ['+44 7700 900', { kind: 'mobile', prefix: '+447700900' }],
    ['(+44) 7700-900', { kind: 'mobile', prefix: '+447700900' }],
    ['0044 7700', { kind: 'mobile', prefix: '+447700' }],
    ['447700', { kind: 'mobile', prefix: '+447700' }],
    ['07700 900', { kind: 'mobile', prefix: '+7700900' }],
    ['12', { kind: 'nameOrEmail', prefix: '12' }],
  ])('reads %j', (raw, expected) => expect(parseContactSearch(raw)).toEqual(expected));

  it("reads a national number with the client's dial code", () => {
    expect(parseContactSearch('07700 900123', '+44')).toEqual({
      kind: 'mobile',
      prefix: '+447700900123',
    });
  });
});

describe('prefixUpperBound', () => {
  it('is the prefix with its last code point incremented', () => {
    expect(prefixUpperBound('abc')).toBe('abd');
    expect(prefixUpperBound('+4477')).toBe('+4478');
    expect(prefixUpperBound('caf\u00e9')).toBe('caf\u00ea');
  });
  it('skips surrogates and carries past the last code point', () => {
    expect(prefixUpperBound('a\ud7ff')).toBe('a\ue000');
    expect(prefixUpperBound('a\u{10ffff}')).toBe('b');
    expect(prefixUpperBound('\u{10ffff}')).toBeUndefined();
  });
  it('bounds every string that starts with the prefix, in code-point order', () => {
    const upper = prefixUpperBound('ada')!;
    for (const value of ['ada', 'ada.lovelace@x', 'ada\u{10ffff}', 'adaz']) {
      expect(value >= 'ada' && value < upper).toBe(true);
    }
    expect('adb' < upper).toBe(false);
  });
});
