/**
 * Bounces and complaints (issue 22): what a delivery status notification (RFC 3464), a
 * complaint (RFC 5965, ARF) or a provider's event webhook reports, reduced to one shape, and the
 * limits of the ways in. The counts and limits are our choices (the spec is silent).
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';

/** hard: 5.x.x, the address will never take mail; soft: 4.x.x, it may later; complaint: spam. */
export const BOUNCE_KINDS = ['hard', 'soft', 'complaint'] as const;
export type TBounceKind = (typeof BOUNCE_KINDS)[number];

/**
 * Soft bounces of one address (on distinct messages) before it is suppressed like a hard
 * bounce. One platform-wide constant rather than a per-client setting: a mailbox that is full
 * three campaigns running is as dead for one brand as for another, and a setting no one tunes
 * is a setting no one tests.
 */
export const SOFT_BOUNCE_LIMIT = 3;

export const BOUNCE_LIMITS = {
  /** Bytes of one report by SMTP or IMAP (a DSN returns at most the original's headers). */
  reportBytesMax: 1024 * 1024,
  /** Bytes of one provider webhook request. */
  webhookBytesMax: 1024 * 1024,
  /** Events per provider webhook request (SendGrid batches). */
  webhookEventsMax: 1000,
  /** A signed webhook older (or newer) than this is a replay and ignored (Mailgun, SendGrid). */
  webhookMaxAgeSeconds: 5 * 60,
  /** Messages fetched per IMAP poll. */
  imapBatch: 200,
} as const;

/**
 * Why a report was ignored: logged with the report, never answered as an error (a provider
 * would retry, a spoofer would learn), never a suppression.
 */
export const BOUNCE_IGNORED = {
  noVerp: 'no verifiable VERP address names the message',
  malformed: 'not a delivery status or feedback report',
  notFailure: 'the report is not a failure (delivered, relayed, expanded)',
  unknownMessage: 'no message of this client has that id',
  replay: 'the message already has this report',
  badSignature: 'the signature is missing or not valid',
  unknownEvent: 'the provider event is not a bounce or complaint',
  forgedUnsubscribe: 'the unsubscribe address is not one we issued',
} as const;
export type TBounceIgnoredReason = keyof typeof BOUNCE_IGNORED;

/** One report, whatever way it came in: a kind, for the message a VERP token or id names. */
export type TBounceReport = {
  kind: TBounceKind;
  /** The enhanced status code (`5.1.1`), when the report gave one. */
  status?: string;
  /** The recipient as the report names it (for the log; the message's own address is suppressed). */
  recipient?: string;
  /** A short text for the timeline: the diagnostic code or the feedback type. */
  detail?: string;
};

export const BOUNCE_MSG = {
  webhookAccepted: 'Events received',
  keysSaved: 'Webhook keys saved',
  sendGridKeyInvalid:
    'Paste the verification key SendGrid shows for its signed event webhook (a base64 public key)',
  mailgunKeyInvalid: 'Paste the HTTP webhook signing key Mailgun shows, without spaces',
} as const satisfies Record<string, string>;

/** Provider webhooks: `POST /api/Callback/<Provider>/<callbackKey>`. */
export const BOUNCE_WEBHOOK_PROVIDERS = ['Ses', 'SendGrid', 'Mailgun', 'Postmark'] as const;
export type TBounceWebhookProvider = (typeof BOUNCE_WEBHOOK_PROVIDERS)[number];

const text = (max: number) => z.string().max(max);

/** An SNS HTTP message (Notification or SubscriptionConfirmation), signed by AWS. */
export const ZSnsMessageSchema = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: text(200),
  TopicArn: text(300),
  Subject: text(300).optional(),
  Message: text(BOUNCE_LIMITS.webhookBytesMax),
  Timestamp: text(40),
  SignatureVersion: z.enum(['1', '2']),
  Signature: text(2000),
  SigningCertURL: text(500),
  SubscribeURL: text(1000).optional(),
  Token: text(1000).optional(),
});
export type TSnsMessage = z.infer<typeof ZSnsMessageSchema>;

/** The part of an SES notification (inside the SNS Message) we act on. */
export const ZSesNotificationSchema = z.object({
  notificationType: z.enum(['Bounce', 'Complaint', 'Delivery']),
  mail: z.object({ source: text(320), messageId: text(300).optional() }),
  bounce: z
    .object({
      bounceType: text(40),
      bouncedRecipients: z
        .array(z.object({ emailAddress: text(320), status: text(20).optional() }))
        .max(100),
    })
    .optional(),
  complaint: z
    .object({
      complainedRecipients: z.array(z.object({ emailAddress: text(320) })).max(100),
      complaintFeedbackType: text(60).optional(),
    })
    .optional(),
});

/** A SendGrid event webhook batch (signed with ECDSA). */
export const ZSendGridEventsSchema = z
  .array(
    z.object({
      event: text(40),
      email: text(320).optional(),
      type: text(40).optional(),
      status: text(20).optional(),
      reason: text(2000).optional(),
      /** Our custom argument: the message's VERP address, set as `unique_args`. */
      verp: text(320).optional(),
      /** The Message-ID the mail was sent with (ours names the message). */
      'smtp-id': text(300).optional(),
    }),
  )
  .min(1)
  .max(BOUNCE_LIMITS.webhookEventsMax);

/** A Mailgun event webhook (HMAC-SHA256 of timestamp + token with the signing key). */
export const ZMailgunEventSchema = z.object({
  signature: z.object({ timestamp: text(20), token: text(200), signature: text(200) }),
  'event-data': z.object({
    event: text(40),
    severity: text(20).optional(),
    recipient: text(320).optional(),
    envelope: z.object({ sender: text(320).optional() }).optional(),
    message: z
      .object({ headers: z.object({ 'message-id': text(300).optional() }).optional() })
      .optional(),
    'delivery-status': z.object({ code: z.number().int().optional() }).optional(),
  }),
});

/** A Postmark bounce or spam complaint webhook (authenticated by HTTP basic auth). */
export const ZPostmarkEventSchema = z.object({
  RecordType: text(40),
  Type: text(60).optional(),
  Email: text(320).optional(),
  Description: text(2000).optional(),
  Metadata: z.record(z.string(), text(320)).optional(),
});

/**
 * Keys a client copies from its providers' consoles to verify their webhooks. A key left out
 * stays as saved, an empty one removes it (the page sends only what was typed or removed).
 */
export const ZBounceWebhookKeysSchema = z.object({
  /** SendGrid's "verification key" (the ECDSA public key, base64 DER; the API also parses it). */
  sendGridPublicKey: z
    .string()
    .trim()
    .max(500, { error: BOUNCE_MSG.sendGridKeyInvalid })
    .regex(/^$|^[A-Za-z0-9+/]{40,}={0,2}$/, { error: BOUNCE_MSG.sendGridKeyInvalid })
    .optional(),
  /** Mailgun's "HTTP webhook signing key". */
  mailgunSigningKey: z
    .string()
    .trim()
    .max(200, { error: BOUNCE_MSG.mailgunKeyInvalid })
    .regex(/^\S*$/, { error: BOUNCE_MSG.mailgunKeyInvalid })
    .optional(),
});
export type TBounceWebhookKeys = z.infer<typeof ZBounceWebhookKeysSchema>;

export const ZBounceWebhookResponseSchema = envelopeOf(
  z.object({ handled: z.number().int(), ignored: z.number().int() }),
);
export type TBounceWebhookResult = NonNullable<
  z.infer<typeof ZBounceWebhookResponseSchema>['data']
>;

/** Where each provider posts, Postmark's basic-auth credentials, and which keys are set. */
export const ZBounceWebhookSettingsResponseSchema = envelopeOf(
  z.object({
    urls: z.record(z.enum(BOUNCE_WEBHOOK_PROVIDERS), z.string()),
    postmark: z.object({ username: z.string(), password: z.string() }),
    sendGridKeySet: z.boolean(),
    mailgunKeySet: z.boolean(),
  }),
);
export type TBounceWebhookSettings = NonNullable<
  z.infer<typeof ZBounceWebhookSettingsResponseSchema>['data']
>;
