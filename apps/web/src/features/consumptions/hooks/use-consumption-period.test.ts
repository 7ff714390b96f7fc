import { describe, expect, it } from 'vitest';
import { periodSearch, readPeriod } from './use-consumption-period';

const now = new Date('2026-11-23T12:00:00Z');
const read = (search: string) => readPeriod(new URLSearchParams(search), now);

describe('consumption period in the URL', () => {
  it('reads month, year and channel', () => {
    expect(read('month=10&year=2026&channelId=2')).toEqual({ month: 10, year: 2026, channelId: 2 });
  });

  it('falls back to the current month for a missing, malformed or future month', () => {
    const current = { month: 11, year: 2026 };
    expect(read('')).toEqual(current);
    expect(read('month=13&year=2026')).toEqual(current);
    expect(read('month=x&year=2026')).toEqual(current);
    expect(read('month=12&year=2026')).toEqual(current);
    expect(read('month=1&year=1999')).toEqual(current);
    expect(read('channelId=-1')).toEqual(current);
  });

  it('writes what it reads', () => {
    expect(read(periodSearch({ month: 3, year: 2025, channelId: 21 }))).toEqual({
      month: 3,
      year: 2025,
      channelId: 21,
    });
  });
});
