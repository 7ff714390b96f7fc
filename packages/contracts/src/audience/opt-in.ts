/**
 * Double opt-in (issue 28, item 2): a client chooses per source whether a new email contact is
 * sendable at once (single) or only once the person confirms their address through a signed
 * link mailed to them (double). The consent record keeps when, how and from where consent came.
 */
import { z } from 'zod';
import {
  ZContactEmailSchema,
  ZContactFirstNameSchema,
  ZContactLastNameSchema,
} from './contacts.ts';

/** Where a new contact came from. There are no hosted sign-up forms: imports and the REST API. */
export const OPT_IN_SOURCES = ['import', 'api'] as const;
export type TOptInSource = (typeof OPT_IN_SOURCES)[number];
export const OPT_IN_MODES = ['single', 'double'] as const;
export type TOptInMode = (typeof OPT_IN_MODES)[number];
export const OPT_IN_STATUSES = ['none', 'pending', 'confirmed'] as const;
export type TOptInStatus = (typeof OPT_IN_STATUSES)[number];

/** How long a confirmation link works. */
export const OPT_IN_LINK_DAYS = 7;
/** Re-sending a confirmation: at most this often, and this many mails a day per contact. */
export const OPT_IN_RESEND = { minMinutes: 10, maxPerDay: 5 } as const;
export const OPT_IN_SUBJECT_MAX = 150;
export const OPT_IN_BODY_MAX = 4000;
export const OPT_IN_BRAND_MAX = 80;

/** Public paths of the confirmation link and its "send a new link" form (no /api: a page). */
export const OPT_IN_PATHS = { confirm: '/t/optin/', resend: '/t/optin-resend/' } as const;

/** The placeholders the mail's subject and body may use. */
export const OPT_IN_PLACEHOLDERS = ['{{ firstName }}', '{{ brandName }}'] as const;

/** The mail a client starts with; the confirm button is always added below the body. */
export const OPT_IN_DEFAULT_MAIL = {
  subject: 'Please confirm your email address',
  body:
    'Hello {{ firstName }},\n\n' +
    'Please confirm that you would like to receive emails from {{ brandName }}. ' +
    'Until you do, we will not send you anything else.\n\n' +
    `The button below works for ${OPT_IN_LINK_DAYS} days. ` +
    'If you did not ask for this, ignore this email.',
} as const;

export const OPT_IN_MSG = {
  settings: 'Opt-in settings',
  saved: 'Opt-in settings saved',
  subjectRequired: 'Enter a subject',
  subjectMax: `Max. ${OPT_IN_SUBJECT_MAX} characters`,
  bodyRequired: 'Enter the text of the mail',
  bodyMax: `Max. ${OPT_IN_BODY_MAX} characters`,
  brandMax: `Max. ${OPT_IN_BRAND_MAX} characters`,
  contactOptIn: 'Consent record',
  notPending: 'This contact has no confirmation waiting',
  resent: 'A new confirmation mail is on its way',
  resendTooSoon: `A confirmation mail went out less than ${OPT_IN_RESEND.minMinutes} minutes ago; try again later`,
  resendDailyMax: `At most ${OPT_IN_RESEND.maxPerDay} confirmation mails a day can be sent to one contact`,
  confirmButton: 'Confirm my email address',
  // The public pages a person sees.
  confirmTitle: 'Confirm your email address',
  confirmQuestion: 'Press the button to confirm that you want to receive emails at',
  confirmedTitle: 'Email address confirmed',
  confirmed: 'Your email address is confirmed. Thank you!',
  alreadyConfirmed: 'Your email address was already confirmed. Nothing else to do.',
  linkInvalid: 'This confirmation link is not valid',
  linkInvalidHint:
    'It may have been cut short or changed. Open the button in the latest confirmation mail, or ask the sender for a new one.',
  linkExpired: 'This confirmation link has expired',
  linkExpiredHint: `Confirmation links work for ${OPT_IN_LINK_DAYS} days. Ask for a new one and we will mail it to you.`,
  newLinkButton: 'Send me a new link',
  newLinkSent: 'A new confirmation link is on its way. Check your inbox.',
  contactCreated: 'Contact created',
  contactUpdated: 'Contact updated',
} as const;

const ZModesSchema = z.object({
  import: z.enum(OPT_IN_MODES),
  api: z.enum(OPT_IN_MODES),
});

/** The client's choice per source and the confirmation mail they send. */
export const ZOptInSettingsSchema = z.object({
  modes: ZModesSchema,
  brandName: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type TOptInSettings = z.infer<typeof ZOptInSettingsSchema>;

export const ZSaveOptInSettingsRequestSchema = z.object({
  modes: ZModesSchema,
  brandName: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(OPT_IN_BRAND_MAX, { error: OPT_IN_MSG.brandMax })),
  subject: z
    .string()
    .transform((value) => value.replace(/[\r\n]+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, { error: OPT_IN_MSG.subjectRequired })
        .max(OPT_IN_SUBJECT_MAX, { error: OPT_IN_MSG.subjectMax }),
    ),
  body: z
    .string()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, { error: OPT_IN_MSG.bodyRequired })
        .max(OPT_IN_BODY_MAX, { error: OPT_IN_MSG.bodyMax }),
    ),
});
export type TSaveOptInSettingsRequest = z.input<typeof ZSaveOptInSettingsRequestSchema>;

const ZIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const ZContactOptInRequestSchema = z.object({ contactId: ZIdSchema });

/** A contact's consent record: the proof of a double opt-in (none: single opt-in or older). */
export const ZContactOptInSchema = z.object({
  status: z.enum(OPT_IN_STATUSES),
  source: z.enum(OPT_IN_SOURCES).nullable(),
  /** The address the confirmation went to. */
  email: z.string().nullable(),
  requestedAt: z.string().nullable(),
  mailsSent: z.number().int(),
  lastMailAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  confirmedIp: z.string().nullable(),
  confirmedUserAgent: z.string().nullable(),
});
export type TContactOptIn = z.infer<typeof ZContactOptInSchema>;

/** POST /api/v1/contacts: creates (or updates by email) one contact through the REST API. */
export const ZApiUpsertContactRequestSchema = z.object({
  email: ZContactEmailSchema.refine((value) => value !== null, {
    error: 'An email address is required',
  }),
  firstName: ZContactFirstNameSchema.optional(),
  lastName: ZContactLastNameSchema.optional(),
});
export const ZApiUpsertContactResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({
    contactId: z.number().int(),
    passportId: z.string(),
    created: z.boolean(),
    optIn: z.enum(OPT_IN_STATUSES),
  }),
});
