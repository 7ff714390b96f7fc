import { describe, expect, it } from 'vitest';
import { truncate, truncateLabel } from './text.ts';

describe('truncate', () => {
  it('keeps text up to 15 characters by default', () => {
    expect(truncate('123456789012345')).toBe('123456789012345');
    expect(truncate('1234567890123456')).toBe('123456789012345...');
  });
  it('takes another limit', () => {
    expect(truncate('Hello world', 5)).toBe('Hello...');
    expect(truncate('Hello', 5)).toBe('Hello');
  });
  it('never splits an emoji', () => {
    expect(truncate('ab😀😀', 3)).toBe('ab😀...');
  });
  it('turns empty values into an empty string', () => {
    expect(truncate('')).toBe('');
    expect(truncate(null)).toBe('');
    expect(truncate(undefined)).toBe('');
  });
});

describe('truncateLabel', () => {
  it('cuts dropdown labels at 25', () => {
    expect(truncateLabel('x'.repeat(25))).toBe('x'.repeat(25));
    expect(truncateLabel('x'.repeat(26))).toBe(`${'x'.repeat(25)}...`);
  });
});
