import { describe, expect, it } from 'vitest';
import { formatMonthName, formatPeriodName } from './month-name.ts';

describe('month names', () => {
  it('names a month of a year, and a YYYY-MM period', () => {
    expect(formatMonthName(2026, 11)).toBe('November 2026');
    expect(formatMonthName(2027, 1)).toBe('January 2027');
    expect(formatPeriodName('2026-10')).toBe('October 2026');
  });
});
