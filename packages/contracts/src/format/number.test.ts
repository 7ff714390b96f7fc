import { describe, expect, it } from 'vitest';
import { shortenNumber } from './number.ts';

describe('shortenNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [12.34, '12.3'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [999_949, '999.9K'],
    [999_999, '1M'],
    [2_500_000, '2.5M'],
    [7_000_000_000, '7B'],
    [3_200_000_000_000, '3.2T'],
    [5e15, '5000T'],
    [-1500, '-1.5K'],
    [-999, '-999'],
    [-0.01, '0'],
  ])('%s -> %s', (value, expected) => {
    expect(shortenNumber(value)).toBe(expected);
  });
  it('takes the number of decimals', () => {
    expect(shortenNumber(1234, 2)).toBe('1.23K');
    expect(shortenNumber(1234, 0)).toBe('1K');
  });
  it('shows 0 for values that are not numbers', () => {
    expect(shortenNumber(Number.NaN)).toBe('0');
    expect(shortenNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
