import { describe, expect, it } from 'vitest';
import { statusClass } from './status-class.ts';

describe('statusClass', () => {
  it.each([
    [1, 'success'],
    [4, 'success'],
    [5, 'completed'],
    [6, 'completed'],
    [7, 'warning'],
    [13, 'warning'],
    [14, 'error'],
    [20, 'error'],
  ])('%s -> %s', (code, expected) => {
    expect(statusClass(code)).toBe(expected);
  });
  it('reads numeric strings', () => {
    expect(statusClass('3')).toBe('success');
    expect(statusClass('15')).toBe('error');
  });
  it.each([0, 21, -1, 4.5, Number.NaN, '', ' ', 'abc', null, undefined])(
    '%j has no class',
    (code) => {
      expect(statusClass(code)).toBeUndefined();
    },
  );
});
