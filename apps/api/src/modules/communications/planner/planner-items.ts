import { FINISHED_STATUS_CODES } from '@resonate/contracts/campaigns/communication-list';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { COMMUNICATION_LIMITS, type TSchedule } from '@resonate/contracts/campaigns/communications';
import { MOVABLE_STATUS_CODES, type TPlannerItem } from '@resonate/contracts/campaigns/planner';
import { localParts, parseLocalDateTime } from '../engine/client-clock.ts';

/** What the planner reads of one communication. */
export type TPlannerRow = {
  id: number;
  name: string;
  channelId: number;
  status: number;
  schedule: TSchedule;
  runNo: number;
  startedAt: Date | null;
  scheduledAt: Date | null;
  nextRunAt: Date | null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the client's wall clock: 2026-12-01T09:30. */
export function localStamp(timeZone: string, at: Date): string {
  const p = localParts(timeZone, at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** Occurrence k (0 = first) of a recurring start, as a wall clock (no time-zone shift needed). */
export function occurrenceAt(start: string, every: 'daily' | 'weekly' | 'monthly', k: number) {
  const p = parseLocalDateTime(start);
  let date: Date;
  if (every === 'monthly') {
    const monthIndex = p.month - 1 + k;
    const year = p.year + Math.floor(monthIndex / 12);
    const month = monthIndex % 12;
    // The 31st of a short month is its last day, as the engine does (recurrence.ts).
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    date = new Date(Date.UTC(year, month, Math.min(p.day, lastDay)));
  } else {
    date = new Date(Date.UTC(p.year, p.month - 1, p.day + (every === 'daily' ? k : 7 * k)));
  }
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return `${day}T${pad(p.hour)}:${pad(p.minute)}`;
}

const UNLAUNCHED = [STATUS.draft, STATUS.rejected] as number[];

/** Whether the planner may move it: not launched, or waiting for its very first run. */
export function isMovable(row: Pick<TPlannerRow, 'status' | 'runNo' | 'startedAt'>): boolean {
  return MOVABLE_STATUS_CODES.includes(row.status) && row.runNo === 0 && row.startedAt === null;
}

/**
 * Where a communication sits on the calendar between `from` and `to` (client-local days, both
 * included): a recurring series once per occurrence (the runs it already had as sent, the
 * ones to come while it can still run), a one-off at its start once started, else at its next
 * run, and a draft at the time its schedule names. A draft set to send "now" has no place.
 */
export function plannerItems(
  row: TPlannerRow,
  timeZone: string,
  from: string,
  to: string,
): TPlannerItem[] {
  const inRange = (at: string) => at.slice(0, 10) >= from && at.slice(0, 10) <= to;
  const base = {
    communicationId: row.id,
    name: row.name,
    channelId: row.channelId,
    status: row.status,
  };
  const draft = UNLAUNCHED.includes(row.status);
  const schedule = row.schedule;
  if (schedule.kind === 'recurring') {
    const items: TPlannerItem[] = [];
    const ended = FINISHED_STATUS_CODES.includes(row.status);
    for (let k = 0; k < COMMUNICATION_LIMITS.recurringRunsMax; k += 1) {
      const at = occurrenceAt(schedule.at, schedule.every, k);
      const day = at.slice(0, 10);
      if (day > to || (schedule.until !== undefined && day > schedule.until)) break;
      const ran = k < row.runNo;
      if (!ran && ended) break;
      if (day < from) continue;
      items.push({
        ...base,
        kind: ran ? 'sent' : draft ? 'draft' : 'occurrence',
        at,
        runNo: k + 1,
        recurring: true,
        movable: k === 0 && isMovable(row),
      });
    }
    return items;
  }
  let at: string | undefined;
  let kind: TPlannerItem['kind'];
  if (row.startedAt) {
    at = localStamp(timeZone, row.startedAt);
    kind = 'sent';
  } else if (draft) {
    at = schedule.kind === 'later' ? schedule.at : undefined;
    kind = 'draft';
  } else {
    const next = row.nextRunAt ?? row.scheduledAt;
    at = next ? localStamp(timeZone, next) : undefined;
    kind = 'scheduled';
  }
  if (at === undefined || !inRange(at)) return [];
  return [{ ...base, kind, at, runNo: null, recurring: false, movable: isMovable(row) }];
}
