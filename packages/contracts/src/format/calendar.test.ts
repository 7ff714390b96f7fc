import { describe, expect, it } from 'vitest';
import { browserTimeZone, calendarLabel, nowInZone } from './calendar.ts';

describe('calendar words', () => {
  it('names a day in words, the same day whatever the machine zone', () => {
    expect(calendarLabel('2026-12-01', { weekday: 'long', day: 'numeric', month: 'long' })).toBe(
      'Tuesday 1 December',
    );
    expect(calendarLabel('2026-12-15', { month: 'long', year: 'numeric' })).toBe('December 2026');
  });

  it('gives the wall-clock time in a zone as a datetime-local value', () => {
    const instant = new Date('2026-12-01T23:30:00Z');
    expect(nowInZone('Asia/Kolkata', instant)).toBe('2026-12-02T05:00');
    expect(nowInZone('America/New_York', instant)).toBe('2026-12-01T18:30');
    // An unknown zone falls back to UTC rather than failing the form.
    expect(nowInZone('Nowhere/Atlantis', instant)).toBe('2026-12-01T23:30');
  });

  it('reads the browser zone as an IANA name', () => {
    expect(browserTimeZone()).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/);
  });
});
