/**
 * Voice and VMS settings (communication settings, feature 15): provider accounts that place
 * calls and voice messages. The spec names the endpoints only; providers, fields and messages
 * here are our choices.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { HTTPS_URL_PATTERN } from '../patterns.ts';
import {
  ZApiBaseUrlSchema,
  ZChannelIdSchema,
  ZChannelScopeSchema,
  ZUpdatedAtSchema,
  requiredText,
  secretInput,
} from './channel-common.ts';

export const VMS_PROVIDERS = [
  { id: 'twilio', name: 'Twilio' },
  { id: 'vonage', name: 'Vonage' },
  { id: 'plivo', name: 'Plivo' },
  { id: 'exotel', name: 'Exotel' },
] as const;
export type TVmsProviderId = (typeof VMS_PROVIDERS)[number]['id'];
const VMS_PROVIDER_IDS = VMS_PROVIDERS.map((p) => p.id) as [TVmsProviderId, ...TVmsProviderId[]];

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
/** Our choice: a few accounts (e.g. per country) per client is plenty. */
export const VMS_SETTINGS_MAX = 10;
export const VMS_TEXT_MAX = 100;
export const VMS_SECRET_MAX = 1000;
export const VMS_URL_MAX = 2000;

export const VMS_MSG = {
  providerRequired: 'Select a provider',
  callerIdRequired: 'Enter caller ID',
  callerIdInvalid: 'Enter the caller ID in international format, e.g. +441632960001',
  accountIdRequired: 'Enter account ID',
  authTokenRequired: 'Enter auth token',
  callbackUrlRequired: 'Enter callback URL',
  callbackUrlInvalid: 'Enter valid HTTPS URL',
  callbackUrlPrivate: 'Callback URL must not point at a private, loopback or link-local address',
  notFound: 'Voice setting not found',
  tooMany: `At most ${VMS_SETTINGS_MAX} voice settings`,
} as const;

export const ZVmsFormSchema = z.object({
  provider: z.enum(VMS_PROVIDER_IDS, { error: VMS_MSG.providerRequired }),
  callerId: requiredText(VMS_MSG.callerIdRequired, 16).regex(E164_PATTERN, {
    error: VMS_MSG.callerIdInvalid,
  }),
  accountId: requiredText(VMS_MSG.accountIdRequired, VMS_TEXT_MAX),
  /** Required on create (checked by the server); empty on edit keeps the stored token. */
  authToken: secretInput(VMS_SECRET_MAX),
  callbackUrl: requiredText(VMS_MSG.callbackUrlRequired, VMS_URL_MAX).regex(HTTPS_URL_PATTERN, {
    error: VMS_MSG.callbackUrlInvalid,
  }),
  apiBaseUrl: ZApiBaseUrlSchema,
});
export type TVmsFormInput = z.input<typeof ZVmsFormSchema>;

export const ZUpsertVmsRequestSchema = ZChannelScopeSchema.extend(ZVmsFormSchema.shape).extend({
  /** Absent: a new account; present: the one edited, with the version edited. */
  vmsSettingId: ZChannelIdSchema.optional(),
  updatedAt: ZUpdatedAtSchema.optional(),
});
export type TUpsertVmsRequest = z.input<typeof ZUpsertVmsRequestSchema>;
export const ZGetVmsSettingsRequestSchema = ZChannelScopeSchema;
export const ZGetVmsSettingByIdRequestSchema = ZChannelScopeSchema.extend({
  vmsSettingId: ZChannelIdSchema,
});

/** authToken is MASKED_SECRET: a token is always stored, and never sent back. */
export const ZVmsSettingSchema = z.object({
  vmsSettingId: z.number().int(),
  provider: z.string(),
  callerId: z.string(),
  accountId: z.string(),
  authToken: z.string(),
  callbackUrl: z.string(),
  /** Empty: the provider's default endpoint. */
  apiBaseUrl: z.string(),
  updatedAt: z.string(),
});
export type TVmsSetting = z.infer<typeof ZVmsSettingSchema>;
export const ZVmsSettingsResponseSchema = envelopeOf(
  z.object({ settings: z.array(ZVmsSettingSchema) }),
);
export const ZVmsSettingResponseSchema = envelopeOf(z.object({ setting: ZVmsSettingSchema }));
