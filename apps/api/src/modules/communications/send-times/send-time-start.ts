import {
  ZScheduleSchema,
  ZSendWindowSchema,
  type TSendWindow,
} from '@resonate/contracts/campaigns/communications';
import { parseLocalDateTime, zonedInstant } from '../engine/client-clock.ts';
import { inSendWindow, nextWindowOpening } from '../engine/send-window.ts';

/**
 * When a communication's run would start, seen from `now`: its schedule's time in the client's
 * time zone (now for 'now', or a time already past), moved to the send window's next opening
 * when it falls outside it, as the engine would.
 */
export function runStartOf(
  stored: { schedule: unknown; send_window: unknown },
  timeZone: string,
  now: Date,
): Date {
  const schedule = ZScheduleSchema.safeParse(stored.schedule);
  let at = now;
  if (schedule.success && schedule.data.kind !== 'now') {
    const planned = zonedInstant(timeZone, parseLocalDateTime(schedule.data.at));
    if (planned.getTime() > now.getTime()) at = planned;
  }
  const window = ZSendWindowSchema.safeParse(stored.send_window);
  const sendWindow: TSendWindow | null = window.success ? window.data : null;
  return sendWindow && !inSendWindow(sendWindow, timeZone, at)
    ? nextWindowOpening(sendWindow, timeZone, at)
    : at;
}
