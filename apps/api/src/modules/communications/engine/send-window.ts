import type { TSendWindow } from '@resonate/contracts/campaigns/communications';
import { localParts, zonedInstant } from './client-clock.ts';

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether messages may go out at `now` (null window: always). */
export function inSendWindow(window: TSendWindow | null, timeZone: string, now: Date): boolean {
  if (!window) return true;
  const local = localParts(timeZone, now);
  const minute = local.hour * 60 + local.minute;
  return (
    window.days.includes(local.weekday) &&
    minute >= minutesOf(window.from) &&
    minute < minutesOf(window.to)
  );
}

/** The next time the window opens after `now` (within the coming week). */
export function nextWindowOpening(window: TSendWindow, timeZone: string, now: Date): Date {
  const today = localParts(timeZone, now);
  const from = minutesOf(window.from);
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (!window.days.includes(date.getUTCDay())) continue;
    const at = zonedInstant(timeZone, {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: Math.floor(from / 60),
      minute: from % 60,
    });
    if (at.getTime() > now.getTime()) return at;
  }
  // Unreachable with at least one day (the schema requires one); a day later is a safe retry.
  return new Date(now.getTime() + 24 * 60 * 60_000);
}
