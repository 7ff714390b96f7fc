/**
 * Mobile push templates (spec section 3: "template API") and the language list they are written
 * in. A template is named per app and has one variant per language; a broadcast by template
 * name gives each device the variant of its language, else the English one, else the first.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import {
  ZChannelIdSchema,
  ZChannelScopeSchema,
  ZUpdatedAtSchema,
  requiredText,
} from './channel-common.ts';

/** Languages templates can be written in (ISO 639-1), with the name people know them by. */
export const PUSH_LANGUAGES = [
  ['en', 'English'],
  ['ar', 'العربية'],
  ['bn', 'বাংলা'],
  ['cs', 'Čeština'],
  ['da', 'Dansk'],
  ['de', 'Deutsch'],
  ['el', 'Ελληνικά'],
  ['es', 'Español'],
  ['fi', 'Suomi'],
  ['fr', 'Français'],
  ['gu', 'ગુજરાતી'],
  ['he', 'עברית'],
  ['hi', 'हिन्दी'],
  ['hu', 'Magyar'],
  ['id', 'Bahasa Indonesia'],
  ['it', 'Italiano'],
  ['ja', '日本語'],
  ['kn', 'ಕನ್ನಡ'],
  ['ko', '한국어'],
  ['ml', 'മലയാളം'],
  ['mr', 'मराठी'],
  ['ms', 'Bahasa Melayu'],
  ['nl', 'Nederlands'],
  ['no', 'Norsk'],
  ['pa', 'ਪੰਜਾਬੀ'],
  ['pl', 'Polski'],
  ['pt', 'Português'],
  ['ro', 'Română'],
  ['ru', 'Русский'],
  ['sv', 'Svenska'],
  ['ta', 'தமிழ்'],
  ['te', 'తెలుగు'],
  ['th', 'ไทย'],
  ['tr', 'Türkçe'],
  ['uk', 'Українська'],
  ['ur', 'اردو'],
  ['vi', 'Tiếng Việt'],
  ['zh', '中文'],
] as const;
export type TPushLanguage = (typeof PUSH_LANGUAGES)[number][0];
export const PUSH_LANGUAGE_CODES = PUSH_LANGUAGES.map(([code]) => code) as [
  TPushLanguage,
  ...TPushLanguage[],
];
export const DEFAULT_PUSH_LANGUAGE: TPushLanguage = 'en';

export const TEMPLATE_NAME_MAX = 100;
export const TEMPLATE_TITLE_MAX = 100;
export const TEMPLATE_BODY_MAX = 500;
export const TEMPLATE_URL_MAX = 2000;
export const TEMPLATE_DATA_KEYS_MAX = 20;
export const TEMPLATE_DATA_VALUE_MAX = 500;
/** FCM and APNs take 4 KB per message; this leaves room for the envelope we add. */
export const TEMPLATE_PAYLOAD_MAX_BYTES = 3500;
export const TEMPLATES_PER_APP_MAX = 200;
/** FCM reserves these data keys; messageId and deepLink are ours. */
const RESERVED_DATA_KEY = /^(from|notification|message_type|messageid|deeplink|google.*|gcm.*)$/i;

export const TPL_MSG = {
  nameRequired: 'Enter template name',
  titleRequired: 'Enter title',
  bodyRequired: 'Enter message',
  languageInvalid: 'Choose a language from the list',
  imageUrlInvalid: 'Enter valid HTTPS URL',
  deepLinkInvalid: 'Enter a link such as myapp://offers/42 or https://example.com/offers/42',
  dataKeyInvalid: 'Keys are letters, digits and _, start with a letter, and are not reserved',
  dataTooMany: `At most ${TEMPLATE_DATA_KEYS_MAX} data keys`,
  tooLarge: 'The message and its data must stay under 3.5 KB',
  exists: 'This app already has a template with this name in this language',
  notFound: 'Template not found',
  tooMany: `At most ${TEMPLATES_PER_APP_MAX} templates per app`,
} as const;

const optionalUrl = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(TEMPLATE_URL_MAX, { error: `Max. ${TEMPLATE_URL_MAX} characters` })
    .refine((value) => value === '' || pattern.test(value), { error: message })
    .optional()
    .default('');

export const ZTemplateDataSchema = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { error: TPL_MSG.dataKeyInvalid }),
    z
      .string()
      .max(TEMPLATE_DATA_VALUE_MAX, { error: `Max. ${TEMPLATE_DATA_VALUE_MAX} characters` }),
  )
  .refine((data) => Object.keys(data).length <= TEMPLATE_DATA_KEYS_MAX, {
    error: TPL_MSG.dataTooMany,
  })
  .refine((data) => Object.keys(data).every((key) => !RESERVED_DATA_KEY.test(key)), {
    error: TPL_MSG.dataKeyInvalid,
  })
  .optional()
  .default({});

/** The notification itself: what a template holds and what a broadcast may send inline. */
export const ZPushMessageSchema = z
  .object({
    title: requiredText(TPL_MSG.titleRequired, TEMPLATE_TITLE_MAX),
    body: requiredText(TPL_MSG.bodyRequired, TEMPLATE_BODY_MAX),
    imageUrl: optionalUrl(/^https:\/\/\S+$/i, TPL_MSG.imageUrlInvalid),
    deepLink: optionalUrl(/^[a-z][a-z0-9+.-]*:\/\/\S+$/i, TPL_MSG.deepLinkInvalid),
    data: ZTemplateDataSchema,
  })
  .refine(
    (message) =>
      new TextEncoder().encode(JSON.stringify(message)).length <= TEMPLATE_PAYLOAD_MAX_BYTES,
    {
      error: TPL_MSG.tooLarge,
      path: ['body'],
    },
  );
export type TPushMessage = z.output<typeof ZPushMessageSchema>;

export const ZTemplateFormSchema = z.object({
  name: requiredText(TPL_MSG.nameRequired, TEMPLATE_NAME_MAX),
  language: z.enum(PUSH_LANGUAGE_CODES, { error: TPL_MSG.languageInvalid }),
  message: ZPushMessageSchema,
});
export type TTemplateFormInput = z.input<typeof ZTemplateFormSchema>;

export const ZUpsertMobilePushTemplateRequestSchema = ZChannelScopeSchema.extend(
  ZTemplateFormSchema.shape,
).extend({
  mobileAppId: ZChannelIdSchema,
  templateId: ZChannelIdSchema.optional(),
  updatedAt: ZUpdatedAtSchema.optional(),
});
export type TUpsertMobilePushTemplateRequest = z.input<
  typeof ZUpsertMobilePushTemplateRequestSchema
>;
export const ZMobileAppScopeRequestSchema = ZChannelScopeSchema.extend({
  mobileAppId: ZChannelIdSchema,
});
export const ZMobilePushTemplateIdRequestSchema = ZChannelScopeSchema.extend({
  templateId: ZChannelIdSchema,
});

export const ZMobilePushTemplateSchema = z.object({
  templateId: z.number().int(),
  mobileAppId: z.number().int(),
  name: z.string(),
  language: z.string(),
  message: z.object({
    title: z.string(),
    body: z.string(),
    imageUrl: z.string(),
    deepLink: z.string(),
    data: z.record(z.string(), z.string()),
  }),
  updatedAt: z.string(),
});
export type TMobilePushTemplate = z.infer<typeof ZMobilePushTemplateSchema>;
export const ZMobilePushTemplatesResponseSchema = envelopeOf(
  z.object({ templates: z.array(ZMobilePushTemplateSchema) }),
);
export const ZMobilePushTemplateResponseSchema = envelopeOf(
  z.object({ template: ZMobilePushTemplateSchema }),
);

export const ZPushLanguagesResponseSchema = envelopeOf(
  z.object({ languages: z.array(z.object({ code: z.string(), name: z.string() })) }),
);
