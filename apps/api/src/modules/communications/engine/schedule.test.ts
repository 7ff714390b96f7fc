import { describe, expect, it } from 'vitest';
import { zonedInstant } from './client-clock.ts';
import { RateLimiter } from './rate-limiter.ts';
import { nextRunAt } from './recurrence.ts';
import { inSendWindow, nextWindowOpening } from './send-window.ts';

describe('schedules in the client time zone', () => {
  it('a wall-clock time is read in the zone, daylight saving included', () => {
    const at = { year: 2026, month: 7, day: 1, hour: 9, minute: 30 };
    expect(zonedInstant('Europe/London', at).toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(zonedInstant('Asia/Kolkata', at).toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(zonedInstant('Europe/London', { ...at, month: 12 }).toISOString()).toBe(
      '2026-12-01T09:30:00.000Z',
    );
  });

  it('now, later and a one-off that already ran', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(nextRunAt({ kind: 'now' }, 'UTC', 0, now)).toEqual(now);
    expect(nextRunAt({ kind: 'now' }, 'UTC', 1, now)).toBeNull();
    expect(
      nextRunAt({ kind: 'later', at: '2026-12-01T09:00' }, 'Europe/Paris', 0, now)?.toISOString(),
    ).toBe('2026-12-01T08:00:00.000Z');
    expect(nextRunAt({ kind: 'later', at: '2026-12-01T09:00' }, 'UTC', 1, now)).toBeNull();
  });

  it('recurring: the next occurrence after the last run, the end date inclusive', () => {
    const schedule = {
      kind: 'recurring' as const,
      at: '2026-11-23T09:00',
      every: 'weekly' as const,
      until: '2026-12-07',
    };
    const first = nextRunAt(schedule, 'UTC', 0, new Date('2026-11-23T08:00:00Z'));
    expect(first?.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    const second = nextRunAt(schedule, 'UTC', 1, first!, first!);
    expect(second?.toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(nextRunAt(schedule, 'UTC', 2, second!, second!)?.toISOString()).toBe(
      '2026-12-07T09:00:00.000Z',
    );
    expect(nextRunAt(schedule, 'UTC', 3, new Date('2026-12-07T09:00:00Z'))).toBeNull();
  });

  it('monthly on the 31st falls on the last day of a short month', () => {
    const schedule = {
      kind: 'recurring' as const,
      at: '2027-01-31T09:00',
      every: 'monthly' as const,
    };
    const jan = new Date('2027-01-31T09:00:00Z');
    expect(nextRunAt(schedule, 'UTC', 1, jan, jan)?.toISOString()).toBe('2027-02-28T09:00:00.000Z');
  });
});

describe('send windows', () => {
  const window = { from: '09:00', to: '17:00', days: [1, 2, 3, 4, 5] };
  it('inside and outside the hours and days', () => {
    // Monday 23 November 2026.
    expect(inSendWindow(window, 'UTC', new Date('2026-11-23T10:00:00Z'))).toBe(true);
    expect(inSendWindow(window, 'UTC', new Date('2026-11-23T17:00:00Z'))).toBe(false);
    expect(inSendWindow(window, 'UTC', new Date('2026-11-22T10:00:00Z'))).toBe(false);
    expect(inSendWindow(null, 'UTC', new Date('2026-11-22T03:00:00Z'))).toBe(true);
  });
  it('the next opening: tomorrow morning, or Monday after a Friday evening', () => {
    expect(nextWindowOpening(window, 'UTC', new Date('2026-11-23T18:00:00Z')).toISOString()).toBe(
      '2026-11-24T09:00:00.000Z',
    );
    expect(nextWindowOpening(window, 'UTC', new Date('2026-11-27T18:00:00Z')).toISOString()).toBe(
      '2026-11-30T09:00:00.000Z',
    );
  });
});

describe('rate limiter', () => {
  it('allows the limit at once, then one per refill interval', () => {
    const limiter = new RateLimiter([{ perWindow: 10, windowMs: 1_000 }], 0);
    expect(limiter.available(0)).toBe(10);
    for (let i = 0; i < 10; i += 1) limiter.take();
    expect(limiter.waitMs(0)).toBe(100);
    expect(limiter.available(500)).toBe(5);
  });
  it('counts what was already sent in the window', () => {
    const limiter = new RateLimiter([{ perWindow: 100, windowMs: 3_600_000, alreadyUsed: 100 }], 0);
    expect(limiter.available(0)).toBe(0);
    expect(limiter.waitMs(0)).toBe(36_000);
  });
  it('no limit: always available', () => {
    expect(new RateLimiter([{ perWindow: 0, windowMs: 1_000 }]).limited).toBe(false);
  });
});
