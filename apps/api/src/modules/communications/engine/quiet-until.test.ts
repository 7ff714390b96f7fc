import { describe, expect, it } from 'vitest';
import { contactTimeZone, quietUntil } from './quiet-hours.ts';

/** Quiet hours' clock math (issue 27, item 4): pure, on the contact's wall clock. */

const night = { start: '21:00', end: '08:00' };
const at = (iso: string) => new Date(iso);

describe('quietUntil', () => {
  it('holds a message from the start to the end of a rule that crosses midnight', () => {
    // London in December is UTC+0.
    expect(quietUntil(night, 'Europe/London', at('2026-12-01T20:59:00Z'))).toBeNull();
    expect(quietUntil(night, 'Europe/London', at('2026-12-01T21:00:00Z'))).toEqual(
      at('2026-12-02T08:00:00Z'),
    );
    expect(quietUntil(night, 'Europe/London', at('2026-12-01T23:30:00Z'))).toEqual(
      at('2026-12-02T08:00:00Z'),
    );
    expect(quietUntil(night, 'Europe/London', at('2026-12-02T03:00:00Z'))).toEqual(
      at('2026-12-02T08:00:00Z'),
    );
    expect(quietUntil(night, 'Europe/London', at('2026-12-02T08:00:00Z'))).toBeNull();
  });

  it('reads the rule on the contact’s clock, not the server’s', () => {
    // 22:30 UTC: 17:30 in New York (free), 07:30 the next morning in Tokyo (quiet until 08:00).
    const moment = at('2026-12-01T22:30:00Z');
    expect(quietUntil(night, 'America/New_York', moment)).toBeNull();
    expect(quietUntil(night, 'Asia/Tokyo', moment)).toEqual(at('2026-12-01T23:00:00Z'));
    // Kolkata is UTC+5:30: 04:00 local, quiet until 08:00 local, 02:30 UTC.
    expect(quietUntil(night, 'Asia/Kolkata', at('2026-12-01T22:30:00Z'))).toEqual(
      at('2026-12-02T02:30:00Z'),
    );
  });

  it('holds a daytime rule that does not cross midnight only within it', () => {
    const lunch = { start: '12:00', end: '14:00' };
    expect(quietUntil(lunch, 'UTC', at('2026-12-01T11:59:00Z'))).toBeNull();
    expect(quietUntil(lunch, 'UTC', at('2026-12-01T13:00:00Z'))).toEqual(
      at('2026-12-01T14:00:00Z'),
    );
    expect(quietUntil(lunch, 'UTC', at('2026-12-01T22:00:00Z'))).toBeNull();
  });

  it('ends at the local end across a spring-forward night (one hour shorter in UTC)', () => {
    // London moves to BST at 01:00 UTC on 28 March 2027: 08:00 local is then 07:00 UTC.
    expect(quietUntil(night, 'Europe/London', at('2027-03-27T22:00:00Z'))).toEqual(
      at('2027-03-28T07:00:00Z'),
    );
  });

  it('ends at the local end across a fall-back night (one hour longer in UTC)', () => {
    // New York returns to EST on 1 November 2026: 22:00 EDT is 02:00 UTC, 08:00 EST 13:00 UTC.
    expect(quietUntil(night, 'America/New_York', at('2026-11-01T02:00:00Z'))).toEqual(
      at('2026-11-01T13:00:00Z'),
    );
  });

  it('lands just after the jump when the end is a wall-clock time the spring-forward skips', () => {
    // 01:30 does not exist in London on 28 March 2027; the wait ends at 01:30 UTC (02:30 BST).
    const until = quietUntil(
      { start: '22:00', end: '01:30' },
      'Europe/London',
      at('2027-03-28T00:30:00Z'),
    );
    expect(until).toEqual(at('2027-03-28T01:30:00Z'));
  });
});

describe('contactTimeZone', () => {
  it('takes the contact’s time zone attribute, and the client’s when it has none or a bad one', () => {
    expect(contactTimeZone({ time_zone: 'Asia/Tokyo' }, 'Europe/Paris')).toBe('Asia/Tokyo');
    expect(contactTimeZone({ timezone: 'America/Chicago' }, 'Europe/Paris')).toBe(
      'America/Chicago',
    );
    expect(contactTimeZone({}, 'Europe/Paris')).toBe('Europe/Paris');
    expect(contactTimeZone({ time_zone: 'Mars/Olympus' }, 'Europe/Paris')).toBe('Europe/Paris');
    expect(contactTimeZone({ time_zone: 42 }, 'Europe/Paris')).toBe('Europe/Paris');
  });
});
