/**
 * WhatsApp settings (communication settings, feature 15): the business provider, its sender
 * and credentials, and whether the channel is enabled. The spec names the endpoints only; the
 * provider catalogue, fields and messages here are our choices.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import {
  ZApiBaseUrlSchema,
  ZChannelScopeSchema,
  ZUpdatedAtSchema,
  secretInput,
} from './channel-common.ts';

export const WA_FIELDS = [
  'phoneNumberId',
  'businessAccountId',
  'accessToken',
  'webhookVerifyToken',
  'appSecret',
] as const;
export type TWaField = (typeof WA_FIELDS)[number];
export const WA_SECRET_FIELDS = ['accessToken', 'webhookVerifyToken', 'appSecret'] as const;

/**
 * The providers and the fields each needs. Fields a provider does not use are still stored
 * (optional), so switching provider back and forth loses nothing the user typed.
 */
export const WA_PROVIDERS = [
  // The app secret is shown but optional: without it the inbound webhook is authenticated by its
  // callback key alone; with it, every post must also carry Meta's X-Hub-Signature-256.
  {
    id: 'meta',
    name: 'WhatsApp Cloud API (Meta)',
    fields: [
      'phoneNumberId',
      'businessAccountId',
      'accessToken',
      'webhookVerifyToken',
      'appSecret',
    ],
  },
  // Twilio: the WhatsApp sender number, the Account SID and the Auth Token.
  { id: 'twilio', name: 'Twilio', fields: ['phoneNumberId', 'businessAccountId', 'accessToken'] },
  // 360dialog: the D360 API key per number, plus the number for reference.
  { id: '360dialog', name: '360dialog', fields: ['phoneNumberId', 'accessToken'] },
  // Gupshup: the source number, the app name and the API key.
  { id: 'gupshup', name: 'Gupshup', fields: ['phoneNumberId', 'businessAccountId', 'accessToken'] },
  { id: 'infobip', name: 'Infobip', fields: ['phoneNumberId', 'accessToken'] },
] as const satisfies readonly { id: string; name: string; fields: readonly TWaField[] }[];
export const WA_PROVIDER_IDS = WA_PROVIDERS.map((p) => p.id) as [TWaProviderId, ...TWaProviderId[]];
export type TWaProviderId = (typeof WA_PROVIDERS)[number]['id'];

export function waFieldsOf(provider: string): readonly TWaField[] {
  return WA_PROVIDERS.find((p) => p.id === provider)?.fields ?? [];
}

export const WA_TEXT_MAX = 100;
export const WA_SECRET_MAX = 1000;

export const WA_MSG = {
  providerRequired: 'Select a provider',
  phoneNumberIdRequired: 'Enter phone number ID',
  businessAccountIdRequired: 'Enter business account ID',
  accessTokenRequired: 'Enter access token',
  webhookVerifyTokenRequired: 'Enter webhook verify token',
  notConfigured: 'Save the WhatsApp settings before enabling them',
  incomplete: 'Complete the WhatsApp settings before enabling them',
} as const satisfies Record<string, string>;

const optionalText = z
  .string()
  .trim()
  .max(WA_TEXT_MAX, { error: `Max. ${WA_TEXT_MAX} characters` })
  .optional()
  .default('');

/** The form's fields; which are required depends on the provider (checked below). */
export const ZWhatsAppFormSchema = z
  .object({
    provider: z.enum(WA_PROVIDER_IDS, { error: WA_MSG.providerRequired }),
    phoneNumberId: optionalText,
    businessAccountId: optionalText,
    accessToken: secretInput(WA_SECRET_MAX),
    webhookVerifyToken: secretInput(WA_SECRET_MAX),
    appSecret: secretInput(WA_SECRET_MAX),
    apiBaseUrl: ZApiBaseUrlSchema,
  })
  .superRefine((value, ctx) => {
    // Secrets may be left empty to keep the stored one; the server checks one is stored.
    for (const field of ['phoneNumberId', 'businessAccountId'] as const) {
      if (waFieldsOf(value.provider).includes(field) && !value[field]) {
        ctx.addIssue({ code: 'custom', path: [field], message: WA_MSG[`${field}Required`] });
      }
    }
  });
export type TWhatsAppFormInput = z.input<typeof ZWhatsAppFormSchema>;

export const ZUpsertWhatsAppRequestSchema = z
  .object({ ...ZChannelScopeSchema.shape, updatedAt: ZUpdatedAtSchema.optional() })
  .and(ZWhatsAppFormSchema);
export type TUpsertWhatsAppRequest = z.input<typeof ZUpsertWhatsAppRequestSchema>;

export const ZGetWhatsAppRequestSchema = ZChannelScopeSchema;
export const ZServiceProviderWARequestSchema = ZChannelScopeSchema;
export const ZWhatsAppStatusChangeRequestSchema = ZChannelScopeSchema.extend({
  enabled: z.boolean({ error: 'Send enabled: true or false' }),
  updatedAt: ZUpdatedAtSchema,
});

/** Secrets are MASKED_SECRET when stored, null when not: never the value. */
export const ZWhatsAppSettingSchema = z.object({
  provider: z.string(),
  phoneNumberId: z.string(),
  businessAccountId: z.string(),
  accessToken: z.string().nullable(),
  webhookVerifyToken: z.string().nullable(),
  appSecret: z.string().nullable(),
  /** Empty: the provider's default endpoint. */
  apiBaseUrl: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type TWhatsAppSetting = z.infer<typeof ZWhatsAppSettingSchema>;
export const ZWhatsAppSettingResponseSchema = envelopeOf(
  z.object({ setting: ZWhatsAppSettingSchema.nullable() }),
);

export const ZWaProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  fields: z.array(z.enum(WA_FIELDS)),
});
export type TWaProvider = z.infer<typeof ZWaProviderSchema>;
export const ZServiceProviderWAResponseSchema = envelopeOf(
  z.object({ providers: z.array(ZWaProviderSchema) }),
);
