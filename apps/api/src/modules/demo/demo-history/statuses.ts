/**
 * What each communication status (contracts/campaigns/communication-status) means for a demo
 * communication's history: whether and when it sent, and how much of its audience it reached.
 */
import { STATUS } from '@resonate/contracts/campaigns/communication-status';

export type TStatusTiming =
  /** Not sent and not going to be soon: draft, pending approval, rejected... */
  | 'unsent'
  /** Scheduled in the coming days. */
  | 'future'
  /** Started in the last day and a half; still sending. */
  | 'running'
  /** Sent once in the past, to `reach` of its audience. */
  | 'past'
  /** Sent weekly; 'recurring' up to now, 'expired' stopped some weeks ago. */
  | 'weekly'
  | 'weeklyEnded';

export type TStatusShape = { code: number; timing: TStatusTiming; reach: number; weight: number };

/** Every code 1-20 with its shape and how common it is among a tenant's communications. */
export const STATUS_SHAPES: readonly TStatusShape[] = [
  { code: STATUS.sending, timing: 'running', reach: 1, weight: 4 },
  { code: STATUS.scheduled, timing: 'future', reach: 0, weight: 4 },
  { code: STATUS.approved, timing: 'future', reach: 0, weight: 2 },
  { code: STATUS.recurring, timing: 'weekly', reach: 1, weight: 7 },
  { code: STATUS.sent, timing: 'past', reach: 1, weight: 12 },
  { code: STATUS.completed, timing: 'past', reach: 1, weight: 50 },
  { code: STATUS.draft, timing: 'unsent', reach: 0, weight: 4 },
  { code: STATUS.pending_approval, timing: 'unsent', reach: 0, weight: 2 },
  { code: STATUS.paused, timing: 'past', reach: 0.5, weight: 2 },
  { code: STATUS.waiting_window, timing: 'future', reach: 0, weight: 1 },
  { code: STATUS.throttled, timing: 'running', reach: 0.6, weight: 1 },
  { code: STATUS.partially_sent, timing: 'past', reach: 0.7, weight: 3 },
  { code: STATUS.limit_warning, timing: 'past', reach: 0.9, weight: 1 },
  { code: STATUS.failed, timing: 'past', reach: 0.15, weight: 2 },
  { code: STATUS.cancelled, timing: 'past', reach: 0.3, weight: 2 },
  { code: STATUS.rejected, timing: 'unsent', reach: 0, weight: 1 },
  { code: STATUS.blocked_limit, timing: 'past', reach: 0.6, weight: 1 },
  { code: STATUS.channel_not_set_up, timing: 'unsent', reach: 0, weight: 1 },
  { code: STATUS.audience_empty, timing: 'unsent', reach: 0, weight: 1 },
  { code: STATUS.expired, timing: 'weeklyEnded', reach: 1, weight: 2 },
];

export function statusShape(code: number): TStatusShape {
  return STATUS_SHAPES.find((shape) => shape.code === code)!;
}

/** 'sent' is the recent past (the last ten days); 'completed' is older. */
export const SENT_RECENT_DAYS = 10;
