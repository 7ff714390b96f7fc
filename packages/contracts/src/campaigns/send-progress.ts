/**
 * POST Communication/GetSendProgress (issue 9, sending engine): where the current run of a
 * communication stands. Counts are its messages by status; the rate is over the last minute,
 * the ETA is what is left at that rate (null when nothing is left or nothing went out lately).
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { ZCommunicationIdSchema } from './communications.ts';

export const ZGetSendProgressRequestSchema = z.object({ communicationId: ZCommunicationIdSchema });

export const ZSendCountsSchema = z.object({
  queued: z.number().int().nonnegative(),
  sending: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  delivered: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  bounced: z.number().int().nonnegative(),
  suppressed: z.number().int().nonnegative(),
});
export type TSendCounts = z.infer<typeof ZSendCountsSchema>;

export const ZSendProgressSchema = z.object({
  communicationId: ZCommunicationIdSchema,
  status: z.number().int().min(1).max(20),
  /** The run under way or last run; 0 before the first. */
  run: z.number().int().nonnegative(),
  counts: ZSendCountsSchema,
  total: z.number().int().nonnegative(),
  /** Messages sent in the last minute. */
  ratePerMinute: z.number().int().nonnegative(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  /** When the rest should be out at the current rate. */
  eta: z.string().nullable(),
  lastError: z.string().nullable(),
  /**
   * Messages a worker had handed to the provider when it stopped, sent again at restart with the
   * same Message-ID or Idempotency-Key: the receiver may show them twice when it does not dedupe
   * by that id (issue 22, item 5). At most the engine's concurrency per stop.
   */
  possiblyDuplicated: z.number().int().nonnegative(),
});
export type TSendProgress = z.infer<typeof ZSendProgressSchema>;

export const ZSendProgressResponseSchema = envelopeOf(z.object({ progress: ZSendProgressSchema }));

/**
 * What the page says about messages possibly sent twice (shown only above 0). Honest about what
 * we know: the provider had them when a worker stopped, so they may have gone out; they were
 * sent again with the same id, and only a receiver that dedupes by it drops the copy.
 */
export const POSSIBLY_DUPLICATED_MSG = {
  short: (count: number) => `${count.toLocaleString('en-GB')} possibly sent twice`,
  explained: (count: number) =>
    `${count.toLocaleString('en-GB')} ${count === 1 ? 'message was' : 'messages were'} with the provider when a sending worker stopped, so ${count === 1 ? 'it' : 'they'} may have gone out already. ${count === 1 ? 'It was' : 'They were'} sent again with the same Message-ID or idempotency key: most inboxes and providers drop the copy, some may show it twice.`,
} as const;
