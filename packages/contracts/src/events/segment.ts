/**
 * Segment-compatible ingestion (issue 28): `POST /api/v1/track`, `/identify`, `/page` and
 * `/batch` take the Segment HTTP Tracking API's bodies, with an API key (scope events:write) as
 * the write key (HTTP Basic, key as the user name, empty password), so a site sending to
 * Segment, RudderStack or Jitsu can point at us. Each call becomes a native event (ingest.ts).
 * Size limits are Segment's; unknown fields (integrations, channel, version...) are ignored.
 */
import { z } from 'zod';
import { EVENTS_LIMITS, ZRejectedEventSchema } from './ingest.ts';

export const SEGMENT_LIMITS = {
  /** Bytes of one call: the body of /track, /identify, /page, or each call inside a batch. */
  callBytesMax: 32 * 1024,
  /** Bytes of one /batch body. */
  batchBytesMax: 500 * 1024,
  messageIdMax: 200,
  userIdMax: 200,
  eventNameMax: 200,
} as const;

/**
 * Track event names with a native meaning; every other name is stored as a page_view (the
 * native type for activity on the site, counted as engagement) with the name in properties.event.
 */
export const SEGMENT_TRACK_TYPES = {
  'Order Completed': 'converted',
  'Signed Up': 'lead',
} as const;

export const SEGMENT_MSG = {
  callTooLarge: `Each call must be at most ${SEGMENT_LIMITS.callBytesMax / 1024} KB of JSON`,
  batchTooLarge: `A batch must be at most ${SEGMENT_LIMITS.batchBytesMax / 1024} KB`,
  noIdentity: 'Send a userId or an anonymousId',
  batchEmpty: 'batch must hold at least one call',
} as const;

const ZObject = z.record(z.string(), z.unknown());
const ZTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' });

/** What every call carries (Segment's common fields that we read); a userId may be a number. */
const common = z.object({
  messageId: z.string().trim().min(1).max(SEGMENT_LIMITS.messageIdMax).optional(),
  userId: z
    .union([z.string(), z.number()], { error: 'userId must be a string' })
    .transform(String)
    .pipe(z.string().trim().min(1).max(SEGMENT_LIMITS.userIdMax))
    .optional(),
  anonymousId: z.string().trim().min(1).max(EVENTS_LIMITS.anonymousIdMax).optional(),
  timestamp: ZTime.optional(),
  originalTimestamp: ZTime.optional(),
  sentAt: ZTime.optional(),
  context: z.object({ traits: ZObject.optional() }).loose().optional(),
});

export const ZSegmentTrackSchema = common
  .extend({
    type: z.literal('track').optional(),
    event: z
      .string({ error: 'event must be a string' })
      .trim()
      .min(1)
      .max(SEGMENT_LIMITS.eventNameMax),
    properties: ZObject.optional(),
  })
  .loose();

export const ZSegmentIdentifySchema = common
  .extend({ type: z.literal('identify').optional(), traits: ZObject.optional() })
  .loose();

export const ZSegmentPageSchema = common
  .extend({
    type: z.literal('page').optional(),
    name: z.string().max(SEGMENT_LIMITS.eventNameMax).optional(),
    category: z.string().max(SEGMENT_LIMITS.eventNameMax).optional(),
    properties: ZObject.optional(),
  })
  .loose();

/** One call inside a batch: its `type` says which. Screen, group and alias are not taken. */
export const ZSegmentCallSchema = z.discriminatedUnion(
  'type',
  [
    ZSegmentTrackSchema.extend({ type: z.literal('track') }),
    ZSegmentIdentifySchema.extend({ type: z.literal('identify') }),
    ZSegmentPageSchema.extend({ type: z.literal('page') }),
  ],
  { error: 'type must be track, identify or page' },
);
export type TSegmentCall = z.infer<typeof ZSegmentCallSchema>;

export const ZSegmentBatchSchema = z
  .object({
    batch: z
      .array(ZSegmentCallSchema, { error: 'batch must be an array of calls' })
      .min(1, { error: SEGMENT_MSG.batchEmpty }),
    context: z.object({ traits: ZObject.optional() }).loose().optional(),
  })
  .loose();

/** Segment answers { success: true }; the counts are ours (Segment's libraries ignore them). */
export const ZSegmentResponseSchema = z.object({
  success: z.literal(true),
  accepted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(ZRejectedEventSchema),
});
export type TSegmentResponse = z.infer<typeof ZSegmentResponseSchema>;
