import { STO_SPAN_HOURS } from '@resonate/contracts/campaigns/send-time-optimisation';
import { localParts } from './client-clock.ts';

/**
 * The pure half of send-time optimisation (issue 27, item 2): given a person's opens and
 * clicks by hour of the week (on their clock), the hour within the next day they are likeliest
 * to engage. Candidates are hourly buckets, so a run's messages come due in at most 24 batches.
 */

const HOUR = 60 * 60_000;
export const HOURS_OF_WEEK = 7 * 24;

/** Engagements by hour of the week (0 = Sunday 00:00 ... 167 = Saturday 23:00). */
export type TWeekProfile = number[];

export const emptyProfile = (): TWeekProfile => Array.from({ length: HOURS_OF_WEEK }, () => 0);

export const profileTotal = (profile: TWeekProfile) => profile.reduce((sum, n) => sum + n, 0);

/**
 * The run's candidate send times: its start, then each hour boundary after it, 24 in all
 * (all inside STO_SPAN_HOURS of the start).
 */
export function candidateSlots(start: Date): Date[] {
  const nextHour = Math.floor(start.getTime() / HOUR) * HOUR + HOUR;
  return [
    start,
    ...Array.from({ length: STO_SPAN_HOURS - 1 }, (_, k) => new Date(nextHour + k * HOUR)),
  ];
}

/**
 * The best of `slots` for a profile on `timeZone`'s clock: most engagements in that hour of the
 * week, then in that hour of any day (every hour of the day occurs once within 24 hours, so a
 * history always shows a preference), then the earliest. Slots `allowed` refuses (send window,
 * quiet hours) are skipped; null when none is allowed.
 */
export function bestSlot(
  profile: TWeekProfile,
  timeZone: string,
  slots: readonly Date[],
  allowed: (slot: Date) => boolean,
): Date | null {
  const byHourOfDay = Array.from({ length: 24 }, (_, hour) =>
    [0, 1, 2, 3, 4, 5, 6].reduce((sum, day) => sum + (profile[day * 24 + hour] ?? 0), 0),
  );
  let best: Date | null = null;
  let bestScore: [number, number] = [-1, -1];
  for (const slot of slots) {
    if (!allowed(slot)) continue;
    const local = localParts(timeZone, slot);
    const score: [number, number] = [
      profile[local.weekday * 24 + local.hour] ?? 0,
      byHourOfDay[local.hour] ?? 0,
    ];
    if (score[0] > bestScore[0] || (score[0] === bestScore[0] && score[1] > bestScore[1])) {
      best = slot;
      bestScore = score;
    }
  }
  return best;
}
