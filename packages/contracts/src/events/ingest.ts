/**
 * Event ingestion (issue 8): `POST /api/events` with an API key (scope events:write) and the
 * browser snippet's `POST /api/collect` with a public site key. Events are keyed by passport id
 * after identity resolution; an eventId makes a retried batch count once.
 * Limits and messages are our choices (the spec does not cover ingestion).
 */
import { z } from 'zod';
import { CHANNEL_IDS } from '../channels.ts';
import { envelopeOf } from '../envelope.ts';

/** What can happen to a person, as stored in contact_events. */
export const CONTACT_EVENT_TYPES = [
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'unsubscribed',
  'converted',
  'lead',
  'page_view',
  /** A spam complaint (issue 22): a feedback report or a provider's complaint event. */
  'complained',
  /** The person changed their topics or channels on the preference page (issue 28). */
  'preferences_changed',
] as const;
export type TContactEventType = (typeof CONTACT_EVENT_TYPES)[number];

/**
 * Ingested types: the stored ones plus 'identify', which stores nothing but ties an anonymous
 * id (a browser before sign-in) to a known person and moves its history onto that person.
 */
export const INGEST_EVENT_TYPES = [...CONTACT_EVENT_TYPES, 'identify'] as const;
export type TIngestEventType = (typeof INGEST_EVENT_TYPES)[number];

/** Types that count as the person engaging (recency and frequency of audience behaviour). */
export const ENGAGEMENT_EVENT_TYPES: readonly TContactEventType[] = [
  'opened',
  'clicked',
  'converted',
  'lead',
  'page_view',
];

export const EVENTS_LIMITS = {
  /** Events per request; a bigger batch is refused whole with 413. */
  batchMax: 1000,
  /** Bytes per request body. */
  bodyBytesMax: 1024 * 1024,
  eventIdMax: 200,
  /** A device clock may run a little fast; beyond this an event is refused. */
  futureToleranceSeconds: 5 * 60,
  /** History older than this is refused (the demo history and imports stay within it). */
  maxAgeDays: 400,
  leadSourceMax: 100,
  anonymousIdMax: 100,
  deviceTokenMax: 4096,
  /** Bytes of JSON in `properties`. */
  propertiesBytesMax: 4096,
  revenueMax: 1_000_000_000,
} as const;

export const EVENTS_MSG = {
  batchTooLarge: `At most ${EVENTS_LIMITS.batchMax} events per request`,
  batchEmpty: 'Send at least one event',
  notAnArray: 'events must be an array of events',
  unknownChannel: 'Unknown channel id',
  inTheFuture: 'occurredAt is in the future',
  tooOld: `occurredAt is more than ${EVENTS_LIMITS.maxAgeDays} days ago`,
  noPerson: 'Identify the person with passportId, email, mobile, deviceToken or anonymousId',
  unknownPerson: 'No contact has this passportId',
  unknownCommunication: 'Unknown communicationId',
  revenueOnlyOnConversion: 'revenue is allowed on converted events only',
  leadSourceOnlyOnLead: 'leadSource is allowed on lead events only',
  identifyNeedsBoth: 'identify needs an anonymousId and an email, mobile or passportId',
  propertiesTooLarge: `properties must be at most ${EVENTS_LIMITS.propertiesBytesMax} bytes of JSON`,
  duplicateInBatch: 'The same eventId appears earlier in this batch',
  unknownSite: 'Unknown site key',
  originNotAllowed: 'This site key is not allowed from this origin',
  invalidEmail: 'email is not a valid email address',
  invalidMobile: 'mobile must be an international number (E.164, e.g. +447700900123)',
  unknownDevice: 'No device has this deviceToken',
  unknownContact: 'No contact has this email or mobile',
  channelMismatch: 'channelId differs from the channel of the communication',
  badCharacters: 'Text may not contain NUL characters or unpaired surrogates',
} as const;

/** Who the event is about; at least one identifier. Resolution order is the order below. */
export const ZEventPersonSchema = z.object({
  passportId: z.uuid({ error: 'passportId must be a UUID' }).optional(),
  email: z.string().trim().max(254).optional(),
  mobile: z.string().trim().max(32).optional(),
  deviceToken: z.string().min(1).max(EVENTS_LIMITS.deviceTokenMax).optional(),
  anonymousId: z.string().trim().min(1).max(EVENTS_LIMITS.anonymousIdMax).optional(),
});
export type TEventPerson = z.infer<typeof ZEventPersonSchema>;

/**
 * One event as a client sends it. Each event is validated on its own (ZIngestEventSchema) so a
 * bad event is reported by index while the good ones of the batch are kept.
 */
export const ZIngestEventSchema = z.object({
  eventId: z.string().trim().min(1, { error: 'eventId is required' }).max(EVENTS_LIMITS.eventIdMax),
  type: z.enum(INGEST_EVENT_TYPES, { error: 'Unknown event type' }),
  occurredAt: z.iso.datetime({ offset: true, error: 'occurredAt must be an ISO 8601 date-time' }),
  person: ZEventPersonSchema,
  channelId: z
    .number()
    .int()
    .refine((id) => CHANNEL_IDS.includes(id), { error: EVENTS_MSG.unknownChannel })
    .optional(),
  communicationId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** In the client's currency, major units, at most 2 decimals. */
  revenue: z
    .number()
    .nonnegative()
    .max(EVENTS_LIMITS.revenueMax)
    .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), {
      error: 'revenue has at most 2 decimals',
    })
    .optional(),
  /** What the send cost (sent events from a provider that reports cost). */
  cost: z.number().nonnegative().max(EVENTS_LIMITS.revenueMax).optional(),
  leadSource: z.string().trim().min(1).max(EVENTS_LIMITS.leadSourceMax).optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
});
export type TIngestEvent = z.input<typeof ZIngestEventSchema>;

/** The request: the batch is checked as a whole only for shape and size. */
export const ZIngestRequestSchema = z.object({
  events: z
    .array(z.unknown(), { error: EVENTS_MSG.notAnArray })
    .min(1, { error: EVENTS_MSG.batchEmpty }),
});

export const ZRejectedEventSchema = z.object({
  index: z.number().int(),
  eventId: z.string().nullable(),
  reason: z.string(),
});
export type TRejectedEvent = z.infer<typeof ZRejectedEventSchema>;

export const ZIngestResultSchema = z.object({
  accepted: z.number().int(),
  /** Already stored by an earlier request (same eventId): counted once, not again. */
  duplicates: z.number().int(),
  rejected: z.array(ZRejectedEventSchema),
});
export type TIngestResult = z.infer<typeof ZIngestResultSchema>;
export const ZIngestResponseSchema = envelopeOf(ZIngestResultSchema);
