import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  TIME_FORMATS,
  datePattern,
  dayMonthPattern,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatTime,
  isKnownTimeZone,
  timePattern,
} from './date-time.ts';

const INSTANT = '2024-03-05T18:30:00Z';

describe('format lists', () => {
  it('has the seven date formats with id 1 first', () => {
    expect(DATE_FORMATS.map((f) => [f.id, f.pattern])).toEqual([
      [1, 'DD-MM-YYYY'],
      [2, 'MM-DD-YYYY'],
      [3, 'YYYY-MM-DD'],
      [4, 'DD/MM/YYYY'],
      [5, 'MM/DD/YYYY'],
      [6, 'DD MMM YYYY'],
      [7, 'MMM DD, YYYY'],
    ]);
  });
  it('has the 12-hour form as id 1 and the 24-hour form as id 2', () => {
    expect(TIME_FORMATS.map((f) => [f.id, f.pattern])).toEqual([
      [1, 'hh:mm A'],
      [2, 'HH:mm'],
    ]);
  });
  it('falls back to id 1 for missing or unknown ids, and reads string ids', () => {
    expect(datePattern(undefined)).toBe('DD-MM-YYYY');
    expect(datePattern(99)).toBe('DD-MM-YYYY');
    expect(datePattern('3')).toBe('YYYY-MM-DD');
    expect(timePattern(null)).toBe('hh:mm A');
    expect(timePattern('2')).toBe('HH:mm');
    expect(timePattern('')).toBe('hh:mm A');
  });
});

describe('formatDate / formatTime / formatDateTime', () => {
  it('uses the defaults: DD-MM-YYYY, 12-hour, UTC', () => {
    expect(formatDateTime(INSTANT)).toBe('05-03-2024 06:30 PM');
  });
  it.each([
    [1, '05-03-2024'],
    [2, '03-05-2024'],
    [3, '2024-03-05'],
    [4, '05/03/2024'],
    [5, '03/05/2024'],
    [6, '05 Mar 2024'],
    [7, 'Mar 05, 2024'],
  ])('date format %s -> %s', (dateFormatId, expected) => {
    expect(formatDate(INSTANT, { dateFormatId })).toBe(expected);
  });
  it('formats the time in 12 or 24 hours', () => {
    expect(formatTime(INSTANT, { timeFormatId: 1 })).toBe('06:30 PM');
    expect(formatTime(INSTANT, { timeFormatId: 2 })).toBe('18:30');
  });
  it('converts to the user time zone, which can change the date', () => {
    const prefs = { dateFormatId: 3, timeFormatId: 2, timeZone: 'Asia/Kolkata' };
    expect(formatDateTime(INSTANT, prefs)).toBe('2024-03-06 00:00');
    expect(formatDateTime(INSTANT, { ...prefs, timeZone: 'America/New_York' })).toBe(
      '2024-03-05 13:30',
    );
  });
  it('applies daylight saving', () => {
    const prefs = { timeFormatId: 2, timeZone: 'America/New_York' };
    expect(formatTime('2024-07-05T18:30:00Z', prefs)).toBe('14:30');
  });
  it('reads strings without an offset as UTC, whatever the machine zone', () => {
    const machineZone = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      expect(formatTime('2024-03-05T18:30:00', { timeFormatId: 2 })).toBe('18:30');
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });
  it('accepts Date objects and timestamps', () => {
    const date = new Date(INSTANT);
    expect(formatDate(date)).toBe('05-03-2024');
    expect(formatDate(date.getTime())).toBe('05-03-2024');
  });
  it('falls back to UTC for an unknown zone', () => {
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(formatTime(INSTANT, { timeFormatId: 2, timeZone: 'Mars/Olympus' })).toBe('18:30');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDay and formatDayMonth: calendar days in the user format, never shifted', () => {
  it('reads a day in UTC whatever the zone, so it stays that day', () => {
    const prefs = { dateFormatId: 1, timeZone: 'America/Los_Angeles' };
    expect(formatDay('2026-11-30', prefs)).toBe('30-11-2026');
    expect(formatDay('2026-11-30T00:00:00Z', prefs)).toBe('30-11-2026');
    // formatDate reads the same instant in the user's zone: the evening before.
    expect(formatDate('2026-11-30T00:00:00Z', prefs)).toBe('29-11-2026');
  });

  it.each([
    [1, 'DD-MM'],
    [3, 'MM-DD'],
    [5, 'MM/DD'],
    [6, 'DD MMM'],
    [7, 'MMM DD'],
  ])('drops the year from date format %i, keeping the order (%s)', (id, pattern) => {
    expect(dayMonthPattern(id)).toBe(pattern);
  });

  it('labels a day without its year in the user order', () => {
    expect(formatDayMonth('2026-03-05', { dateFormatId: 7 })).toBe('Mar 05');
    expect(formatDayMonth('2026-03-05', { dateFormatId: 2 })).toBe('03-05');
  });
});
