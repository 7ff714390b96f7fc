import { describe, expect, it } from 'vitest';
import { addDays, periodLabel, shiftAnchor, startOfWeek, viewDays } from './calendar-dates';

describe('planner calendar dates', () => {
  it('starts weeks on Monday and months on the Monday before the 1st, six weeks long', () => {
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    const month = viewDays('month', '2026-12-15');
    expect(month).toHaveLength(42);
    expect(month[0]).toBe('2026-11-30');
    expect(month[41]).toBe('2027-01-10');
    expect(viewDays('week', '2026-12-02')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(viewDays('day', '2026-12-02')).toEqual(['2026-12-02']);
  });

  it('counts days across DST changes and month ends without drifting', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-12-31', 1)).toBe('2027-01-07');
    expect(shiftAnchor('day', '2026-12-31', 1)).toBe('2027-01-01');
  });

  it('labels the period of each view', () => {
    expect(periodLabel('month', '2026-12-15')).toBe('December 2026');
    expect(periodLabel('week', '2026-12-02')).toBe('30 Nov – 6 Dec 2026');
    expect(periodLabel('day', '2026-12-01')).toBe('Tuesday, 1 December 2026');
  });
});
