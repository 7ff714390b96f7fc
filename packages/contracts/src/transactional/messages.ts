/**
 * Transactional messages (issue 28, item 3): POST /api/v1/messages sends one templated message
 * to one contact or address, and GET /api/v1/messages/{id} follows it. The spec is silent on
 * them: shapes, limits and messages are our choices, in the manner of listmonk's and Braze's
 * transactional APIs.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';

/** The API key scope that may send them. */
export const TRANSACTIONAL_SCOPE = 'messages:send';

export const TRANSACTIONAL_LIMITS = {
  /** How long an Idempotency-Key is remembered (Stripe's 24 hours). */
  idempotencyHours: 24,
  idempotencyKeyMax: 255,
  /** Variables: enough for an order confirmation, small enough to keep with each message. */
  variablesBytesMax: 16_384,
  variableNameMax: 64,
  /**
   * Days a call's row (id, key, answer, variables) is kept: well past the key's 24 hours and the
   * 7-day follow-up of its states. Its messages row stays with the communication's history.
   */
  retentionDays: 30,
} as const;

export const TRANSACTIONAL_MSG = {
  accepted: 'Message accepted',
  found: 'Message status',
  notFound: 'No message with this id',
  idInvalid: 'Enter a message id (a UUID)',
  templateNotFound: 'No template with this id (or it is archived)',
  templateDraft: 'This template is a draft: mark it ready before sending with it',
  templateBroken: (detail: string) => `The template does not render: ${detail}`,
  channelNotSetUp: 'This template\u2019s channel is not set up for your account',
  channelNotSendable: 'This template\u2019s channel cannot send to one recipient',
  recipientRequired: 'Name the recipient: contactId, passportId, email or mobile',
  recipientOne: 'Name one recipient only',
  contactNotFound: 'No contact with this id',
  noAddress: 'This contact has no address on the template\u2019s channel',
  emailInvalid: 'Enter a valid email address',
  mobileInvalid: 'Enter the mobile number in international form, e.g. +447700900123',
  addressChannel: 'This address does not fit the template\u2019s channel',
  suppressed:
    'This address is suppressed on this channel (hard bounce, invalid address or complaint): nothing was sent',
  variablesTooLarge: `Variables may hold at most ${TRANSACTIONAL_LIMITS.variablesBytesMax} bytes of JSON`,
  idempotencyKeyInvalid: `Idempotency-Key must be 1 to ${TRANSACTIONAL_LIMITS.idempotencyKeyMax} visible characters`,
  idempotencyConflict:
    'This Idempotency-Key was used in the last 24 hours with a different request body: use a new key for a new message',
} as const;

/** Who receives it: a contact (by its id or passport id) or a bare address. */
export const ZTransactionalRecipientSchema = z
  .object({
    contactId: z.number().int().positive().optional(),
    passportId: z.uuid({ error: 'Enter a passport id (a UUID)' }).optional(),
    email: z.string().max(254).optional(),
    mobile: z.string().max(32).optional(),
  })
  .strict();

const ZVariablesSchema = z
  .record(
    z
      .string()
      .max(TRANSACTIONAL_LIMITS.variableNameMax)
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'Variable names are letters, digits and _' }),
    z.unknown(),
  )
  .refine(
    (value) =>
      new TextEncoder().encode(JSON.stringify(value)).length <=
      TRANSACTIONAL_LIMITS.variablesBytesMax,
    { error: TRANSACTIONAL_MSG.variablesTooLarge },
  );

export const ZSendTransactionalRequestSchema = z
  .object({
    /** A ready template of the client's (Communication templates); its channel is the channel. */
    templateId: z.number().int().positive(),
    to: ZTransactionalRecipientSchema,
    /** Liquid variables, e.g. {{ orderId }}; they win over the contact's attributes. */
    variables: ZVariablesSchema.default({}),
  })
  .strict();
export type TSendTransactionalRequest = z.infer<typeof ZSendTransactionalRequestSchema>;

export const TRANSACTIONAL_STATES = [
  'queued',
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'failed',
  'suppressed',
] as const;
export type TTransactionalState = (typeof TRANSACTIONAL_STATES)[number];

/** One webhook event type per state: message.queued, message.sent ... */
export const TRANSACTIONAL_WEBHOOK_EVENTS = TRANSACTIONAL_STATES.map(
  (state) => `message.${state}` as const,
);

export const ZTransactionalMessageSchema = z.object({
  messageId: z.uuid(),
  /** Where delivery stands: queued, sent, delivered, bounced, failed or suppressed. */
  status: z.enum(TRANSACTIONAL_STATES),
  channelId: z.number().int(),
  templateId: z.number().int(),
  /** The contact it went to; null for an address no contact has. */
  passportId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  /** First open and click, when the channel tracks them. */
  openedAt: z.iso.datetime().nullable(),
  clickedAt: z.iso.datetime().nullable(),
  /** Why it failed, bounced or was suppressed. */
  error: z.string().nullable(),
});
export type TTransactionalMessage = z.infer<typeof ZTransactionalMessageSchema>;

export const ZTransactionalMessageResponseSchema = envelopeOf(ZTransactionalMessageSchema);

export const ZTransactionalIdParamsSchema = z.object({ id: z.string().max(64) });
