import { COMMUNICATION_LIMITS, type TSchedule } from '@resonate/contracts/campaigns/communications';
import { parseLocalDateTime, zonedInstant } from './client-clock.ts';

/** How late a start may be and still count as on time (a sweep runs every minute). */
export const GRACE_MS = 60_000;

function addLocal(
  start: ReturnType<typeof parseLocalDateTime>,
  every: 'daily' | 'weekly' | 'monthly',
  k: number,
) {
  if (every === 'monthly') {
    const monthIndex = start.month - 1 + k;
    const year = start.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    // The 31st of a short month is its last day.
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { ...start, year, month, day: Math.min(start.day, lastDay) };
  }
  const days = every === 'daily' ? k : 7 * k;
  const date = new Date(Date.UTC(start.year, start.month - 1, start.day + days));
  return {
    ...start,
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
}

const localDate = (p: { year: number; month: number; day: number }) =>
  `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;

/**
 * When run number `runNo + 1` starts, given `runNo` runs so far: null when the schedule has no
 * run left (a one-off already ran, a series past its end date or its run limit). A recurring
 * occurrence missed by more than a minute (the communication was paused) is skipped, not caught
 * up: nobody wants three daily newsletters at once.
 */
export function nextRunAt(
  schedule: TSchedule,
  timeZone: string,
  runsSoFar: number,
  now: Date,
  /** After a run: its planned time, so the next occurrence comes after it. */
  after?: Date,
): Date | null {
  if (schedule.kind === 'now') return runsSoFar === 0 ? now : null;
  const start = parseLocalDateTime(schedule.at);
  if (schedule.kind === 'later') {
    return runsSoFar === 0 ? zonedInstant(timeZone, start) : null;
  }
  for (let k = runsSoFar; k < COMMUNICATION_LIMITS.recurringRunsMax; k += 1) {
    const local = addLocal(start, schedule.every, k);
    if (schedule.until !== undefined && localDate(local) > schedule.until) return null;
    const at = zonedInstant(timeZone, local);
    if (at.getTime() >= now.getTime() - GRACE_MS && (!after || at > after)) return at;
  }
  return null;
}
