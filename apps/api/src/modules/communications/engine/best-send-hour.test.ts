import { describe, expect, it } from 'vitest';
import { bestSlot, candidateSlots, emptyProfile } from './best-send-hour.ts';
import { sendTimeOf, slotCheck } from './send-time-optimisation.ts';

/** Send-time optimisation's choice of hour (issue 27, item 2): pure, on the person's clock. */

const START = new Date('2026-12-01T06:20:00Z'); // a Tuesday
const slots = candidateSlots(START);
const always = () => () => true;

/** A profile with `n` engagements at each (weekday, hour) given. */
function profileOf(entries: [number, number, number][]) {
  const profile = emptyProfile();
  for (const [day, hour, n] of entries) profile[day * 24 + hour] = n;
  return profile;
}

describe('candidateSlots', () => {
  it('offers the start and the next 23 hour boundaries, all within 24 hours', () => {
    expect(slots).toHaveLength(24);
    expect(slots[0]).toEqual(START);
    expect(slots[1]).toEqual(new Date('2026-12-01T07:00:00Z'));
    expect(slots.at(-1)!.getTime() - START.getTime()).toBeLessThan(24 * 60 * 60_000);
  });
});

describe('bestSlot', () => {
  it('takes the hour of the week with most engagements, on the person’s clock', () => {
    // Tuesday 19:00 in Tokyo is 10:00 UTC.
    const profile = profileOf([
      [2, 19, 5],
      [2, 8, 2],
    ]);
    expect(bestSlot(profile, 'Asia/Tokyo', slots, () => true)).toEqual(
      new Date('2026-12-01T10:00:00Z'),
    );
  });

  it('falls back to the hour of day when the week’s hour does not come within the day', () => {
    // Only Fridays at 12:00 London: Friday is days away, so the next 12:00 wins.
    const profile = profileOf([[5, 12, 4]]);
    expect(bestSlot(profile, 'Europe/London', slots, () => true)).toEqual(
      new Date('2026-12-01T12:00:00Z'),
    );
  });

  it('skips hours that are not allowed', () => {
    const profile = profileOf([
      [2, 12, 4],
      [2, 15, 1],
    ]);
    const notNoon = (slot: Date) => slot.getUTCHours() !== 12;
    expect(bestSlot(profile, 'UTC', slots, notNoon)).toEqual(new Date('2026-12-01T15:00:00Z'));
    expect(bestSlot(profile, 'UTC', slots, () => false)).toBeNull();
  });
});

describe('sendTimeOf', () => {
  const audience = profileOf([[2, 18, 10]]);
  const own = profileOf([[2, 9, 3]]);

  it('uses the person’s own history when it is enough, the audience’s otherwise', () => {
    const person = { zone: 'UTC', profile: own, own: true };
    expect(sendTimeOf(person, audience, slots, always)).toEqual(new Date('2026-12-01T09:00:00Z'));
    const thin = { zone: 'UTC', profile: profileOf([[2, 9, 1]]), own: false };
    expect(sendTimeOf(thin, audience, slots, always)).toEqual(new Date('2026-12-01T18:00:00Z'));
  });

  it('sends at once when nobody in the audience has any history', () => {
    const person = { zone: 'UTC', profile: emptyProfile(), own: false };
    expect(sendTimeOf(person, emptyProfile(), slots, always)).toBeNull();
  });

  it('moves out of the person’s quiet hours and into the send window', () => {
    const late = {
      zone: 'UTC',
      profile: profileOf([
        [2, 22, 6],
        [2, 16, 2],
      ]),
      own: true,
    };
    const quiet = { channelId: 2, enabled: true, start: '21:00', end: '08:00' };
    expect(sendTimeOf(late, audience, slots, slotCheck(null, 'UTC', quiet))).toEqual(
      new Date('2026-12-01T16:00:00Z'),
    );
    const window = { from: '09:00', to: '12:00', days: [2] };
    const inWindow = sendTimeOf(late, audience, slots, slotCheck(window, 'UTC', null));
    expect(inWindow!.getUTCHours()).toBeGreaterThanOrEqual(9);
    expect(inWindow!.getUTCHours()).toBeLessThan(12);
  });
});
