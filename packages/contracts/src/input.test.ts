import { describe, expect, it } from 'vitest';
import {
  acceptDecimalInput,
  collapseSpaces,
  findDuplicate,
  isAlphanumericUnderscoreHyphenKey,
  isEmailCharKey,
  isLetterOrSpaceKey,
  isNumericKey,
  sanitizeDecimal,
} from './input.ts';

describe('sanitizeDecimal', () => {
  it.each([
    ['123', '123'],
    ['12.34', '12.34'],
    ['12.345', '12.34'],
    ['-12.5', '12.5'],
    ['1e5', '15'],
    ['1.2.3', '1.23'],
    ['12.', '12.'],
    ['.5', '.5'],
    ['abc', ''],
    ['', ''],
    ['1,000.50', '1000.50'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeDecimal(input)).toBe(expected);
  });
});

describe('collapseSpaces', () => {
  it('turns runs of spaces into one and keeps the ends', () => {
    expect(collapseSpaces('a   b    c')).toBe('a b c');
    expect(collapseSpaces('  a  ')).toBe(' a ');
    expect(collapseSpaces('a b')).toBe('a b');
    expect(collapseSpaces('line\n\nline')).toBe('line\n\nline');
  });
});

describe('keyboard filters', () => {
  const namedKeys = ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Enter', 'Home'];

  it('isNumericKey lets digits through only', () => {
    for (const key of '0123456789') expect(isNumericKey(key), key).toBe(true);
    for (const key of ['a', '.', '-', '+', 'e', ' ', '٣'])
      expect(isNumericKey(key), key).toBe(false);
  });
  it('isLetterOrSpaceKey lets letters of any script and space through', () => {
    for (const key of ['a', 'Z', ' ', 'é', 'ß', 'ж'])
      expect(isLetterOrSpaceKey(key), key).toBe(true);
    for (const key of ['1', '_', '-', '.', "'", '😀']) {
      expect(isLetterOrSpaceKey(key), key).toBe(false);
    }
  });
  it('isAlphanumericUnderscoreHyphenKey', () => {
    for (const key of ['a', 'Z', '5', '_', '-']) {
      expect(isAlphanumericUnderscoreHyphenKey(key), key).toBe(true);
    }
    for (const key of [' ', '.', '@', 'é', '/']) {
      expect(isAlphanumericUnderscoreHyphenKey(key), key).toBe(false);
    }
  });
  it('isEmailCharKey matches the email pattern characters', () => {
    for (const key of ['a', 'Z', '0', '_', '-', '.', '@'])
      expect(isEmailCharKey(key), key).toBe(true);
    for (const key of [' ', '+', ',', '!', '#', 'é']) expect(isEmailCharKey(key), key).toBe(false);
  });
  it('lets named keys and shortcuts through every filter', () => {
    const filters = [
      isNumericKey,
      isLetterOrSpaceKey,
      isAlphanumericUnderscoreHyphenKey,
      isEmailCharKey,
    ];
    for (const filter of filters) {
      for (const key of namedKeys) expect(filter(key), key).toBe(true);
      expect(filter({ key: '!', ctrlKey: true })).toBe(true);
      expect(filter({ key: '!', metaKey: true })).toBe(true);
      expect(filter({ key: '!' })).toBe(false);
    }
  });
});

describe('acceptDecimalInput', () => {
  it.each(['', '0', '12', '12.', '12.3', '12.34', '.5', '9999999999.9', '9999999999'])(
    'accepts %j',
    (next) => {
      expect(acceptDecimalInput(next)).toBe(true);
    },
  );
  it.each([
    '9999999999.91',
    '10000000000',
    '99999999999',
    '12.345',
    '-1',
    '1e3',
    'abc',
    '.',
    '1.2.3',
  ])('blocks %j', (next) => {
    expect(acceptDecimalInput(next)).toBe(false);
  });
});

describe('findDuplicate', () => {
  it('reports no duplicate with index -1', () => {
    expect(findDuplicate([{ ip: '1.1.1.1' }, { ip: '1.1.1.2' }], 'ip')).toEqual({
      hasDuplicate: false,
      index: -1,
    });
    expect(findDuplicate([], 'ip' as never)).toEqual({ hasDuplicate: false, index: -1 });
  });
  it('gives the index of the first item that repeats an earlier one', () => {
    const rows = [{ ip: 'a' }, { ip: 'b' }, { ip: 'c' }, { ip: 'b' }, { ip: 'a' }];
    expect(findDuplicate(rows, 'ip')).toEqual({ hasDuplicate: true, index: 3 });
  });
  it('compares strings trimmed and case-blind', () => {
    const rows = [{ domain: 'Example.com' }, { domain: ' example.COM ' }];
    expect(findDuplicate(rows, 'domain')).toEqual({ hasDuplicate: true, index: 1 });
  });
  it('compares numbers as they are', () => {
    expect(findDuplicate([{ port: 25 }, { port: 587 }, { port: 25 }], 'port').index).toBe(2);
    expect(findDuplicate([{ port: 25 }, { port: '25' }], 'port').hasDuplicate).toBe(false);
  });
  it('skips blank values', () => {
    const rows = [{ ip: '' }, { ip: '  ' }, { ip: null }, { ip: null }, { ip: undefined }];
    expect(findDuplicate(rows, 'ip')).toEqual({ hasDuplicate: false, index: -1 });
  });
});
