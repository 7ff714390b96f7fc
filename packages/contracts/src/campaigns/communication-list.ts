/**
 * The communication list (/communication/list) and its row actions: which statuses allow which
 * action (the API refuses the others with COMM_MSG, the page hides them), the actions' answers
 * and messages. The list request and row shapes are in communications.ts, re-exported here.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { STATUS } from './communication-status.ts';
import type { COMMUNICATION_SORTS } from './communications.ts';
import {
  COMMUNICATION_LIMITS,
  ZCommunicationIdSchema,
  ZCommunicationRowSchema,
  ZGetCommunicationsRequestSchema,
} from './communications.ts';

export {
  COMMUNICATION_SORTS,
  ZCommunicationFiguresSchema,
  ZCommunicationRefSchema,
  ZCommunicationRowSchema,
  ZCommunicationsResponseSchema,
  ZGetCommunicationsRequestSchema,
  type TCommunicationFigures,
  type TCommunicationRow,
} from './communications.ts';

export type TCommunicationSort = (typeof COMMUNICATION_SORTS)[number];

/** Under way: the engine may send (or is about to), so pausing stops it between batches. */
export const PAUSABLE_STATUS_CODES: readonly number[] = [
  STATUS.sending,
  STATUS.scheduled,
  STATUS.approved,
  STATUS.recurring,
  STATUS.waiting_window,
  STATUS.throttled,
  STATUS.limit_warning,
];

/** Paused, or approved but not started (its start failed): starting again is safe. */
export const RESUMABLE_STATUS_CODES: readonly number[] = [STATUS.paused, STATUS.approved];

/** Finished: nothing more will be sent, so there is nothing to cancel. */
export const FINISHED_STATUS_CODES: readonly number[] = [
  STATUS.sent,
  STATUS.completed,
  STATUS.partially_sent,
  STATUS.failed,
  STATUS.cancelled,
  STATUS.expired,
];

/** Not launched yet: a draft is archived, not cancelled. */
export const UNLAUNCHED_STATUS_CODES: readonly number[] = [STATUS.draft, STATUS.rejected];

/** What the wizard may still change (SaveCommunicationDraft). */
export const EDITABLE_STATUS_CODES: readonly number[] = [STATUS.draft, STATUS.rejected];

/**
 * Archiving hides a communication from the list; one that may still send (or waits for a
 * decision) must be paused or cancelled first, so nothing sends from out of sight.
 */
export const BUSY_STATUS_CODES: readonly number[] = [
  ...PAUSABLE_STATUS_CODES,
  STATUS.pending_approval,
];

export type TCommunicationAction =
  'open' | 'duplicate' | 'pause' | 'resume' | 'cancel' | 'archive' | 'restore';

/** The actions a row offers, the same rules the API applies. */
export function allowedActions(row: { status: number; archived: boolean }): TCommunicationAction[] {
  const actions: TCommunicationAction[] = ['open', 'duplicate'];
  if (row.archived) return [...actions, 'restore'];
  if (PAUSABLE_STATUS_CODES.includes(row.status)) actions.push('pause');
  if (RESUMABLE_STATUS_CODES.includes(row.status)) actions.push('resume');
  if (!FINISHED_STATUS_CODES.includes(row.status) && !UNLAUNCHED_STATUS_CODES.includes(row.status))
    actions.push('cancel');
  if (!BUSY_STATUS_CODES.includes(row.status)) actions.push('archive');
  return actions;
}

export const LIST_ACTION_MSG = {
  duplicated: 'Communication duplicated as a draft',
  paused: 'Communication paused',
  resumed: 'Communication resumed',
  cancelled: 'Communication cancelled',
  archived: 'Communication archived',
  restored: 'Communication restored',
  draftNotCancellable: 'This communication has not been launched; archive it instead',
  busyNotArchivable: 'Pause or cancel this communication before archiving it',
  notArchived: 'This communication is not archived',
  archivedReadOnly: 'Restore this communication before changing it',
  dateInvalid: 'Choose a valid date',
  dateRange: 'The end date must not come before the start date',
} as const;

/** "Copy of <name>", cut to the name's maximum (whole characters, no trailing space). */
export function copyName(name: string, max: number): string {
  return [...`Copy of ${name}`].slice(0, max).join('').trimEnd();
}

/** A real day of the calendar (the shape alone lets 2026-02-31 through). */
export function isCalendarDate(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** GetCommunications as the API checks it: real days, and a range that does not run backwards. */
export const ZListCommunicationsRequestSchema = ZGetCommunicationsRequestSchema.refine(
  (body) => !body.from || isCalendarDate(body.from),
  { error: LIST_ACTION_MSG.dateInvalid, path: ['from'] },
)
  .refine((body) => !body.to || isCalendarDate(body.to), {
    error: LIST_ACTION_MSG.dateInvalid,
    path: ['to'],
  })
  .refine((body) => !body.from || !body.to || body.from <= body.to, {
    error: LIST_ACTION_MSG.dateRange,
    path: ['to'],
  });
export type TGetCommunicationsRequest = z.input<typeof ZGetCommunicationsRequestSchema>;

/** Every row action (Duplicate, Pause, Resume, Cancel, Archive, Restore) takes the id. */
export const ZCommunicationActionRequestSchema = z.object({
  communicationId: ZCommunicationIdSchema,
});
export type TCommunicationActionRequest = z.infer<typeof ZCommunicationActionRequestSchema>;

/** ...and answers the row as it is now (Duplicate: the new draft's row). */
export const ZCommunicationActionResponseSchema = envelopeOf(
  z.object({ communication: ZCommunicationRowSchema }),
);

/** Refresh cadence of the list while a row is sending, in seconds. */
export const LIST_REFRESH_SECONDS = 5;

export const LIST_PAGE_SIZES = [10, 25, 50, COMMUNICATION_LIMITS.pageSizeMax] as const;
