/**
 * What a communication (or a template) says, per channel (issue 9). Every text field is a
 * Liquid template: `{{firstName}}`, `{{attributes.city | default: "there"}}`. The kinds below
 * are our choice; the visual builder of issue 10 produces the same email shape.
 */
import { z } from 'zod';
import { CHANNELS } from '../channels.ts';
import { ZWaTemplateChoiceSchema } from '../communication-settings/whatsapp-templates.ts';
import { localised } from './content-locales.ts';
import { ZEmailDesignSchema } from './email-design.ts';

export const CHANNEL_IDS_BY_NAME = {
  email: 1,
  sms: 2,
  qrCode: 3,
  orm: 4,
  socialMedia: 5,
  webAnalytics: 6,
  socialPost: 7,
  webPush: 8,
  paidMedia: 10,
  webinar: 13,
  mobilePush: 14,
  video: 15,
  app: 16,
  whatsapp: 21,
  vms: 25,
  voice: 26,
  line: 30,
  directMail: 33,
  webhook: 34,
} as const;
const C = CHANNEL_IDS_BY_NAME;

/**
 * Channels that need an outside platform: until a connector exists they deliver through the
 * webhook adapter to the endpoint set for them (a channel account pointing at a webhook).
 */
export const OUTSIDE_PLATFORM_CHANNEL_IDS: readonly number[] = [
  C.orm,
  C.socialMedia,
  C.socialPost,
  C.paidMedia,
  C.webinar,
  C.video,
  C.app,
];

/** Every channel a communication can be sent on: all of spec section 1 but web analytics. */
export const SENDABLE_CHANNEL_IDS: readonly number[] = CHANNELS.map((c) => c.id).filter(
  (id) => id !== C.webAnalytics,
);

export type TContentKind = 'email' | 'text' | 'push' | 'qr' | 'letter' | 'payload';

/** The content each channel takes. */
export function contentKindOf(channelId: number): TContentKind {
  switch (channelId) {
    case C.email:
      return 'email';
    case C.sms:
    case C.whatsapp:
    case C.line:
    case C.vms:
    case C.voice:
      return 'text';
    case C.webPush:
    case C.mobilePush:
      return 'push';
    case C.qrCode:
      return 'qr';
    case C.directMail:
      return 'letter';
    default:
      return 'payload';
  }
}

/**
 * Where a channel reaches a contact: the column or identity that must be present for a
 * contact to be sent to. 'passport' means every contact (the webhook carries the person).
 */
export type TAddressKind =
  'email' | 'mobile' | 'webPush' | 'deviceToken' | 'lineUserId' | 'postal' | 'passport';

export function addressKindOf(channelId: number): TAddressKind {
  switch (channelId) {
    case C.email:
      return 'email';
    case C.sms:
    case C.whatsapp:
    case C.vms:
    case C.voice:
      return 'mobile';
    case C.webPush:
      return 'webPush';
    case C.mobilePush:
      return 'deviceToken';
    case C.line:
      return 'lineUserId';
    case C.directMail:
      return 'postal';
    default:
      return 'passport';
  }
}

/** The contact attribute keys a channel reads its address from (LINE and direct mail). */
export const ADDRESS_ATTRIBUTES = {
  lineUserId: 'lineUserId',
  /** Direct mail needs at least the first line and the postcode; the rest print when present. */
  postal: ['addressLine1', 'addressLine2', 'city', 'postcode', 'country'],
} as const;

/** The consent key of contacts.consent a channel honours; channels without one have none. */
export function consentKeyOf(channelId: number): string | undefined {
  switch (channelId) {
    case C.email:
      return 'email';
    case C.sms:
      return 'sms';
    case C.whatsapp:
      return 'whatsapp';
    case C.vms:
    case C.voice:
      return 'voice';
    case C.webPush:
      return 'webPush';
    case C.mobilePush:
      return 'mobilePush';
    default:
      return undefined;
  }
}

export const CONTENT_LIMITS = {
  subjectMax: 200,
  preheaderMax: 200,
  /** Bytes of email HTML: larger messages are clipped by mail clients anyway. */
  htmlMax: 512 * 1024,
  textMax: 64 * 1024,
  /** SMS and chat text: long SMS are split into segments by the provider (10 segments). */
  shortTextMax: 1600,
  pushTitleMax: 100,
  pushBodyMax: 500,
  urlMax: 2000,
  payloadMax: 16 * 1024,
  letterMax: 20_000,
} as const;

/**
 * The Liquid sandbox (issue 21): what one render of one field may cost. A message is at most
 * twice the HTML limit after personalisation; legitimate templates render in microseconds.
 */
export const LIQUID_LIMITS = {
  parseMaxChars: 1_000_000,
  renderMaxMs: 1000,
  /** What filters and ranges may allocate (liquidjs counts characters and array items). */
  memoryMaxChars: 20_000_000,
  outputMaxChars: 2 * CONTENT_LIMITS.htmlMax,
} as const;

/** Template errors of the sandbox, shown where the field breaks. */
export const LIQUID_MSG = {
  fileTagRefused: (tag: string) =>
    `{% ${tag} %} is not available: templates cannot load files or other templates`,
  outputTooLarge: (max: number) =>
    `The message grows past ${max.toLocaleString('en-US')} characters: shorten the loop or the text`,
} as const;

export const CONTENT_MSG = {
  subjectRequired: 'Enter a subject',
  htmlOrTextRequired: 'Write the message (HTML or text)',
  textRequired: 'Write the message',
  titleRequired: 'Enter a title',
  bodyRequired: 'Enter the message body',
  urlRequired: 'Enter the link the QR code opens',
  urlInvalid: 'Enter a full link starting with https:// or http://',
  letterRequired: 'Write the letter',
  payloadRequired: 'Write the payload sent to the endpoint',
  tooLong: (max: number) => `Keep it under ${max} characters`,
} as const;

const text = (max: number) => z.string().max(max, CONTENT_MSG.tooLong(max));
const ZHttpUrlSchema = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.urlMax, CONTENT_MSG.tooLong(CONTENT_LIMITS.urlMax))
  .regex(/^https?:\/\/[^\s]+$/i, CONTENT_MSG.urlInvalid);

/** Drafts may be incomplete: every field is optional here; ZReadyContent checks completeness. */
export const ZEmailContentSchema = z.object({
  kind: z.literal('email'),
  subject: text(CONTENT_LIMITS.subjectMax).default(''),
  preheader: text(CONTENT_LIMITS.preheaderMax).default(''),
  html: z
    .string()
    .max(CONTENT_LIMITS.htmlMax, CONTENT_MSG.tooLong(CONTENT_LIMITS.htmlMax))
    .default(''),
  text: text(CONTENT_LIMITS.textMax).default(''),
  /** How html was made in the template builder (issue 10); absent for hand-written HTML. */
  design: ZEmailDesignSchema.optional(),
});
export const ZTextContentSchema = z.object({
  kind: z.literal('text'),
  text: text(CONTENT_LIMITS.shortTextMax).default(''),
  /** WhatsApp only: send this approved template instead of the text (issue 22, item 9). */
  whatsappTemplate: ZWaTemplateChoiceSchema.optional(),
});
export const ZPushContentSchema = z.object({
  kind: z.literal('push'),
  title: text(CONTENT_LIMITS.pushTitleMax).default(''),
  body: text(CONTENT_LIMITS.pushBodyMax).default(''),
  imageUrl: z.union([ZHttpUrlSchema, z.literal('')]).default(''),
  deepLink: text(CONTENT_LIMITS.urlMax).default(''),
});
export const ZQrContentSchema = z.object({
  kind: z.literal('qr'),
  url: z.union([ZHttpUrlSchema, z.literal('')]).default(''),
});
export const ZLetterContentSchema = z.object({
  kind: z.literal('letter'),
  heading: text(CONTENT_LIMITS.subjectMax).default(''),
  body: text(CONTENT_LIMITS.letterMax).default(''),
});
/** A JSON document (as text, Liquid allowed) posted to the outside platform's endpoint. */
export const ZPayloadContentSchema = z.object({
  kind: z.literal('payload'),
  body: text(CONTENT_LIMITS.payloadMax).default(''),
});

/** Each kind may hold variants per language (content-locales.ts, issue 27). */
export const ZContentSchema = z.discriminatedUnion('kind', [
  localised(ZEmailContentSchema),
  localised(ZTextContentSchema),
  localised(ZPushContentSchema),
  localised(ZQrContentSchema),
  localised(ZLetterContentSchema),
  localised(ZPayloadContentSchema),
]);
export type TContent = z.infer<typeof ZContentSchema>;
export type TEmailContent = z.infer<typeof ZEmailContentSchema>;

/** An empty content of the channel's kind, for a new draft. */
export function emptyContent(channelId: number): TContent {
  return ZContentSchema.parse({ kind: contentKindOf(channelId) });
}

/**
 * What is missing for the content to be sent, field -> message (empty when complete). Liquid
 * syntax is checked by the API, which holds the template engine.
 */
export function missingContent(content: TContent): Record<string, string> {
  const missing: Record<string, string> = {};
  const need = (field: string, value: string, message: string) => {
    if (value.trim() === '') missing[field] = message;
  };
  switch (content.kind) {
    case 'email':
      need('subject', content.subject, CONTENT_MSG.subjectRequired);
      if (content.html.trim() === '' && content.text.trim() === '') {
        missing.html = CONTENT_MSG.htmlOrTextRequired;
      }
      break;
    case 'text':
      if (!content.whatsappTemplate) need('text', content.text, CONTENT_MSG.textRequired);
      break;
    case 'push':
      need('title', content.title, CONTENT_MSG.titleRequired);
      need('body', content.body, CONTENT_MSG.bodyRequired);
      break;
    case 'qr':
      need('url', content.url, CONTENT_MSG.urlRequired);
      break;
    case 'letter':
      need('body', content.body, CONTENT_MSG.letterRequired);
      break;
    case 'payload':
      need('body', content.body, CONTENT_MSG.payloadRequired);
      break;
  }
  return missing;
}
