/**
 * Tracking (issue 9): opens, clicks, one-click unsubscribe, QR scans, provider delivery and
 * bounce callbacks, and conversion attribution. The spec does not cover tracking; the limits,
 * texts and formats here are our choices.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';

/**
 * Written in an email template as `href="{{unsubscribeUrl}}"`. The renderer keeps it literal
 * and the sending engine turns it into the message's own signed unsubscribe link.
 */
export const UNSUBSCRIBE_URL_PLACEHOLDER = '{{unsubscribeUrl}}';

/** A conversion without a communication is credited to the last one the person clicked within this. */
export const ATTRIBUTION_WINDOW_DAYS = 7;

export const TRACKING_LIMITS = {
  /** Requests per minute per IP address on the tracking links (mail providers' image proxies fetch from few addresses). */
  publicPerMinute: 3000,
  /** Requests per minute per IP address on provider callbacks. */
  callbackPerMinute: 1200,
  /** Delivery reports per generic or DSN callback request. */
  callbackBatchMax: 500,
  providerMessageIdMax: 300,
  callbackSecretBytes: 32,
} as const;

export const TRACKING_MSG = {
  linkInvalid: 'This link is not valid',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: 'Do you want to stop receiving these messages?',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed. You will not receive these messages any more.',
  callbackUnauthorised: 'The callback secret or signature is not valid',
  callbackInvalid: 'The delivery report is not valid',
  callbackTooLarge: `At most ${TRACKING_LIMITS.callbackBatchMax} reports per request`,
} as const;

const ZProviderMessageIdSchema = z.string().trim().min(1).max(TRACKING_LIMITS.providerMessageIdMax);

/**
 * Delivery reports are posted to `POST /api/Callback/<Format>/<callbackKey>`; the key names the
 * client and proves the sender knows it (GET it with Callback/GetCallbackUrls).
 */
export const CALLBACK_FORMATS = ['Generic', 'Twilio', 'Dsn'] as const;
export type TCallbackFormat = (typeof CALLBACK_FORMATS)[number];

export const ZCallbackParamsSchema = z.object({ callbackKey: z.string().max(200) });

/**
 * Our own JSON format for any provider without a dedicated one. A report names the message by
 * our id (the `m<id>` of its delivery id), the delivery id itself (the Idempotency-Key or
 * Message-ID it was sent with: `c1.r1.m42`, `<c1.r1.m42@mail.example>`) or the provider's id.
 */
export const ZGenericDeliveryReportSchema = z
  .object({
    messageId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    deliveryId: ZProviderMessageIdSchema.optional(),
    providerMessageId: ZProviderMessageIdSchema.optional(),
    status: z.enum(['delivered', 'bounced', 'failed']),
    /** A permanent failure (hard bounce, invalid number) suppresses the address. */
    permanent: z.boolean().optional(),
  })
  .refine(
    (report) =>
      report.messageId !== undefined ||
      report.deliveryId !== undefined ||
      report.providerMessageId !== undefined,
    { error: 'Name the message by messageId, deliveryId or providerMessageId' },
  );
export type TGenericDeliveryReport = z.infer<typeof ZGenericDeliveryReportSchema>;

export const ZGenericCallbackBodySchema = z.union([
  ZGenericDeliveryReportSchema,
  z.array(ZGenericDeliveryReportSchema).min(1).max(TRACKING_LIMITS.callbackBatchMax, {
    error: TRACKING_MSG.callbackTooLarge,
  }),
]);

/** Twilio's status callback (form-encoded); other fields Twilio sends are ignored. */
export const ZTwilioStatusBodySchema = z.looseObject({
  MessageSid: ZProviderMessageIdSchema,
  MessageStatus: z.string().max(40),
  ErrorCode: z.string().max(20).optional(),
});

/**
 * An SMTP delivery status notification (RFC 3464) as JSON: the per-recipient fields of the
 * report. `status` is the enhanced status code (5.x.x permanent, 4.x.x transient, 2.x.x done).
 */
export const ZDsnReportSchema = z.object({
  originalMessageId: ZProviderMessageIdSchema,
  action: z.enum(['failed', 'delayed', 'delivered', 'relayed', 'expanded']),
  status: z.string().regex(/^[245]\.\d{1,3}\.\d{1,3}$/),
  finalRecipient: z.string().max(320).optional(),
  diagnosticCode: z.string().max(1000).optional(),
});
export type TDsnReport = z.infer<typeof ZDsnReportSchema>;

export const ZDsnCallbackBodySchema = z.union([
  ZDsnReportSchema,
  z.array(ZDsnReportSchema).min(1).max(TRACKING_LIMITS.callbackBatchMax, {
    error: TRACKING_MSG.callbackTooLarge,
  }),
]);

/** What a callback did: reports applied, and reports naming no message of the client. */
export const ZCallbackResultSchema = z.object({
  updated: z.number().int(),
  unknown: z.number().int(),
});
export type TCallbackResult = z.infer<typeof ZCallbackResultSchema>;
export const ZCallbackResponseSchema = envelopeOf(ZCallbackResultSchema);

/** POST Callback/GetCallbackUrls: where the active client's providers post their reports. */
export const ZCallbackUrlsSchema = z.object({
  generic: z.string(),
  twilio: z.string(),
  dsn: z.string(),
});
export const ZCallbackUrlsResponseSchema = envelopeOf(ZCallbackUrlsSchema);
