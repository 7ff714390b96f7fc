/**
 * Communication (campaign) status codes 1-20. The spec (section 3) fixes only their display
 * classes: 1-4 success, 5-6 completed, 7-13 warning, 14-20 error (see format/status-class.ts).
 * The meaning of each code is our choice, stored in rows, so a code never changes meaning.
 * Archiving is not a status: an archived communication keeps its last status.
 */
export const COMMUNICATION_STATUSES = [
  { code: 1, key: 'sending', label: 'Sending' },
  { code: 2, key: 'scheduled', label: 'Scheduled' },
  { code: 3, key: 'approved', label: 'Approved' },
  { code: 4, key: 'recurring', label: 'Recurring' },
  { code: 5, key: 'sent', label: 'Sent' },
  { code: 6, key: 'completed', label: 'Completed' },
  { code: 7, key: 'draft', label: 'Draft' },
  { code: 8, key: 'pending_approval', label: 'Pending approval' },
  { code: 9, key: 'paused', label: 'Paused' },
  { code: 10, key: 'waiting_window', label: 'Waiting for send window' },
  { code: 11, key: 'throttled', label: 'Throttled' },
  { code: 12, key: 'partially_sent', label: 'Partially sent' },
  { code: 13, key: 'limit_warning', label: 'Near usage limit' },
  { code: 14, key: 'failed', label: 'Failed' },
  { code: 15, key: 'cancelled', label: 'Cancelled' },
  { code: 16, key: 'rejected', label: 'Rejected' },
  { code: 17, key: 'blocked_limit', label: 'Blocked: usage limit reached' },
  { code: 18, key: 'channel_not_set_up', label: 'Channel not set up' },
  { code: 19, key: 'audience_empty', label: 'Audience empty' },
  { code: 20, key: 'expired', label: 'Expired' },
] as const;

export type TCommunicationStatusKey = (typeof COMMUNICATION_STATUSES)[number]['key'];
export type TCommunicationStatusCode = (typeof COMMUNICATION_STATUSES)[number]['code'];

/** key -> code, e.g. STATUS.sending === 1. */
export const STATUS = Object.fromEntries(
  COMMUNICATION_STATUSES.map((status) => [status.key, status.code]),
) as { readonly [K in TCommunicationStatusKey]: TCommunicationStatusCode };

/** Codes of communications that are under way: the dashboard's "active" campaigns. */
export const ACTIVE_STATUS_CODES: readonly number[] = [
  STATUS.sending,
  STATUS.scheduled,
  STATUS.approved,
  STATUS.recurring,
  STATUS.paused,
  STATUS.waiting_window,
  STATUS.throttled,
  STATUS.pending_approval,
];

export function statusLabel(code: number): string {
  return COMMUNICATION_STATUSES.find((status) => status.code === code)?.label ?? `Status ${code}`;
}
