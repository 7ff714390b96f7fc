/**
 * The create-mdc-communication wizard's endpoints (issue 9 item 2) beside those whose shapes
 * live in communications.ts (SaveCommunicationDraft: ZCommunicationDraftSchema ->
 * ZCommunicationResponseSchema; GetCommunication: ZCommunicationRefSchema ->
 * ZCommunicationResponseSchema; SendTestCommunication: ZSendTestRequestSchema).
 *
 * Field errors of a 400 (LaunchCommunication, PreviewCommunication, SendTestCommunication) are
 * keyed by the draft's dotted paths: `name`, `channelId`, `audience.listIds`,
 * `audience.suppressionListIds`, `content.<field>` (e.g. `content.subject`, `content.html`),
 * `schedule.at`, `schedule.until`, `sendWindow`, `approverIds`, `addresses`.
 */
import { z } from 'zod';
import { LIST_KINDS } from '../audience/lists.ts';
import { E164_PATTERN } from '../communication-settings/voice.ts';
import { envelopeOf } from '../envelope.ts';
import { EMAIL_PATTERN } from '../patterns.ts';
import { addressKindOf, CHANNEL_IDS_BY_NAME } from './content.ts';
import { ZCommunicationIdSchema, ZCommunicationSchema, ZEstimateSchema } from './communications.ts';

const ZContactIdSchema = z
  .number({ error: 'Choose a contact' })
  .int({ error: 'Choose a contact' })
  .positive({ error: 'Choose a contact' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Choose a contact' });

export const COMPOSE_LIMITS = {
  /** Our choice: test sends per user per hour (a test reaches real inboxes and costs nothing). */
  testSendsPerHour: 20,
  /** Our choice: the lists GetComposeOptions returns, newest first (the rest via Audience/GetLists). */
  listsMax: 500,
} as const;

export const COMPOSE_MSG = {
  draftSaved: 'Draft saved',
  /** Our choice: names are unique among the client's communications that are not archived. */
  nameTaken: 'A communication with this name already exists',
  launchProblems: 'The communication cannot be sent yet: fix the fields shown',
  launched: 'The communication is on its way',
  scheduled: 'The communication is scheduled',
  submitted: 'The communication was sent for approval',
  testSent: 'Test sent',
  testRateLimited: `At most ${COMPOSE_LIMITS.testSendsPerHour} test sends per hour; try again later`,
  testFailed: (detail: string) => `The test could not be sent: ${detail}`,
  contactNotFound: 'This contact no longer exists',
  departmentUnknown: 'Choose one of your departments',
  templateBroken: 'The content has errors: fix the fields shown',
  testNotForQr: 'A QR code has no recipients: preview it instead of sending a test',
} as const;

/**
 * Whether a test address fits the channel: an email address, an E.164 mobile number (SMS,
 * WhatsApp, VMS, voice), or any token/id for the other channels (device token, LINE user id,
 * postal reference, webhook person key). Used by the wizard and SendTestCommunication.
 */
export function isValidTestAddress(channelId: number, address: string): boolean {
  const value = address.trim();
  if (value === '' || channelId === CHANNEL_IDS_BY_NAME.qrCode) return false;
  switch (addressKindOf(channelId)) {
    case 'email':
      return value.length <= 254 && EMAIL_PATTERN.test(value);
    case 'mobile':
      return E164_PATTERN.test(value);
    default:
      return ![...value].some((char) => char.charCodeAt(0) < 32);
  }
}

/** A list the audience step offers (target, ad-hoc, dynamic); dynamic lists have no stored count. */
export const ZComposeListSchema = z.object({
  listId: z.number().int(),
  name: z.string(),
  kind: z.enum(LIST_KINDS),
  /** null for dynamic lists (their count is evaluated by EstimateCommunication). */
  memberCount: z.number().int().nullable(),
  /** Ad-hoc lists only. */
  daysLeft: z.number().int().nullable(),
});
export type TComposeList = z.infer<typeof ZComposeListSchema>;

/** A sendable channel as the channel picker shows it. */
export const ZComposeChannelSchema = z.object({
  channelId: z.number().int(),
  name: z.string(),
  /** The client's licence includes it; outside the licence the picker disables it. */
  inLicence: z.boolean(),
  /** Its settings (Communication settings) are complete enough to send. */
  ready: z.boolean(),
  contentKind: z.enum(['email', 'text', 'push', 'qr', 'letter', 'payload']),
  /** false for QR code: it has no audience (one tracked link, scans counted). */
  needsAudience: z.boolean(),
  /** Templates of the channel that are not archived, and how many are ready. */
  templates: z.number().int(),
  readyTemplates: z.number().int(),
});
export type TComposeChannel = z.infer<typeof ZComposeChannelSchema>;

/** A sending domain the email sender may choose; unverified ones say which records are missing. */
export const ZComposeSendingDomainSchema = z.object({
  domainId: z.number().int(),
  domainName: z.string(),
  fromMail: z.string(),
  verified: z.boolean(),
  /** Record kinds (DKIM, SPF) the last DNS check did not find as shown; empty when verified. */
  missing: z.array(z.string()),
});
export type TComposeSendingDomain = z.infer<typeof ZComposeSendingDomainSchema>;

/** POST Communication/GetComposeOptions (body {}). */
export const ZComposeOptionsSchema = z.object({
  lists: z.array(ZComposeListSchema),
  channels: z.array(ZComposeChannelSchema),
  /** The client's time zone (IANA name, e.g. Europe/London): schedules are wall-clock times in it. */
  timeZone: z.string(),
  timeZoneId: z.number().int(),
  /** The client requires approval: the wizard shows the approval step (approvers: GetApprovers). */
  approvalRequired: z.boolean(),
  /** ISO 4217 code of the client's price plan (estimates are in its minor units). */
  currency: z.string(),
  /** The client's email sending domains, verified ones first. */
  sendingDomains: z.array(ZComposeSendingDomainSchema).default([]),
});
export type TComposeOptions = z.infer<typeof ZComposeOptionsSchema>;
export const ZComposeOptionsRequestSchema = z.object({});
export const ZComposeOptionsResponseSchema = envelopeOf(ZComposeOptionsSchema);

/** POST Communication/EstimateCommunication ({ communicationId }): also stored on the draft. */
export const ZEstimateRequestSchema = z.object({ communicationId: ZCommunicationIdSchema });
export const ZEstimateResponseSchema = envelopeOf(z.object({ estimate: ZEstimateSchema }));

/**
 * POST Communication/PreviewCommunication: the saved content rendered for a contact, or for a
 * sample person with empty fields (so fallbacks show). A field that does not parse or render
 * answers 400 with errors keyed `content.<field>`.
 */
export const ZPreviewRequestSchema = z.object({
  communicationId: ZCommunicationIdSchema,
  contactId: ZContactIdSchema.optional(),
});
export const ZPreviewSchema = z.object({
  kind: z.enum(['email', 'text', 'push', 'qr', 'letter', 'payload']),
  /** Rendered fields by name: email subject/preheader/html/text, text text, push title/body/... */
  fields: z.record(z.string(), z.string()),
  /** Whose data it shows; null for the sample person. */
  contact: z
    .object({ contactId: z.number().int(), firstName: z.string(), email: z.string() })
    .nullable(),
  /**
   * Email only: where the rendered HTML is served for a few minutes with a policy of its own,
   * for an iframe (a srcdoc frame would inherit the app's CSP and lose the email's styles).
   */
  previewUrl: z.string().nullable().default(null),
});
export type TPreview = z.infer<typeof ZPreviewSchema>;
export const ZPreviewResponseSchema = envelopeOf(z.object({ preview: ZPreviewSchema }));

/** SendTestCommunication's answer: every address was accepted by the channel's provider. */
export const ZSendTestResponseSchema = envelopeOf(
  z.object({ sent: z.number().int(), addresses: z.array(z.string()) }),
);

/**
 * POST Communication/LaunchCommunication ({ communicationId }): every check at once (400 with
 * all problems by field), then pending approval (8) or approved (3) and on to the engine.
 */
export const ZLaunchRequestSchema = z.object({ communicationId: ZCommunicationIdSchema });
export const ZLaunchResponseSchema = envelopeOf(z.object({ communication: ZCommunicationSchema }));
