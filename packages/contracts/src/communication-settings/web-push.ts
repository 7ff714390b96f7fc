/**
 * Web push settings (communication settings, feature 15): the Firebase web config of spec
 * section 3 (API key, auth domain, database URL, project ID, storage bucket, messaging sender
 * ID, Vap ID), a VAPID key pair the server generates, and the sites allowed to subscribe.
 * Patterns and messages beyond the field names are our choices.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { HTTPS_URL_PATTERN } from '../patterns.ts';
import {
  ZChannelIdSchema,
  ZChannelScopeSchema,
  ZUpdatedAtSchema,
  requiredText,
  secretInput,
} from './channel-common.ts';

/** A bare host name (no scheme, port or path), as a site is registered. */
export const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** Firebase project IDs: 6 to 30 lowercase letters, digits and hyphens. */
export const FIREBASE_PROJECT_ID_PATTERN = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
export const SENDER_ID_PATTERN = /^\d{1,20}$/;
/** A bucket name as Firebase shows it, e.g. my-app.appspot.com. */
export const BUCKET_PATTERN = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;
export const WEB_PUSH_DOMAINS_MAX = 50;
export const WEB_PUSH_TEXT_MAX = 255;

export const WP_MSG = {
  apiKeyRequired: 'Enter API key',
  authDomainRequired: 'Enter auth domain',
  authDomainInvalid: 'Enter a valid domain, e.g. my-app.firebaseapp.com',
  databaseUrlInvalid: 'Enter valid HTTPS URL',
  projectIdRequired: 'Enter project ID',
  projectIdInvalid: 'Enter a valid project ID (6–30 lowercase letters, digits and hyphens)',
  storageBucketInvalid: 'Enter a valid storage bucket, e.g. my-app.appspot.com',
  senderIdRequired: 'Enter messaging sender ID',
  senderIdInvalid: 'Enter digits only',
  domainRequired: 'Enter domain name',
  domainInvalid: 'Enter a domain name such as www.example.com',
  domainExists: 'This domain is already added',
  domainNotFound: 'Domain not found',
  tooManyDomains: `At most ${WEB_PUSH_DOMAINS_MAX} domains`,
} as const;

const optionalMatching = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(WEB_PUSH_TEXT_MAX, { error: `Max. ${WEB_PUSH_TEXT_MAX} characters` })
    .refine((value) => value === '' || pattern.test(value), { error: message })
    .optional()
    .default('');

export const ZWebPushFormSchema = z.object({
  /** Required on the first save (checked by the server); empty keeps the stored key. */
  apiKey: secretInput(WEB_PUSH_TEXT_MAX),
  authDomain: requiredText(WP_MSG.authDomainRequired, WEB_PUSH_TEXT_MAX).regex(DOMAIN_PATTERN, {
    error: WP_MSG.authDomainInvalid,
  }),
  databaseUrl: optionalMatching(HTTPS_URL_PATTERN, WP_MSG.databaseUrlInvalid),
  projectId: requiredText(WP_MSG.projectIdRequired, 30).regex(FIREBASE_PROJECT_ID_PATTERN, {
    error: WP_MSG.projectIdInvalid,
  }),
  storageBucket: optionalMatching(BUCKET_PATTERN, WP_MSG.storageBucketInvalid),
  messagingSenderId: requiredText(WP_MSG.senderIdRequired, 20).regex(SENDER_ID_PATTERN, {
    error: WP_MSG.senderIdInvalid,
  }),
});
export type TWebPushFormInput = z.input<typeof ZWebPushFormSchema>;

export const ZUpsertWebPushRequestSchema = ZChannelScopeSchema.extend(
  ZWebPushFormSchema.shape,
).extend({ updatedAt: ZUpdatedAtSchema.optional() });
export type TUpsertWebPushRequest = z.input<typeof ZUpsertWebPushRequestSchema>;
export const ZGetWebPushRequestSchema = ZChannelScopeSchema;
/** Replacing the key pair invalidates every subscription: the version guards a double click. */
export const ZGenerateVapidRequestSchema = ZChannelScopeSchema.extend({
  updatedAt: ZUpdatedAtSchema.optional(),
});

export const ZWebPushDomainSchema = requiredText(WP_MSG.domainRequired, WEB_PUSH_TEXT_MAX)
  .toLowerCase()
  .regex(DOMAIN_PATTERN, { error: WP_MSG.domainInvalid });
export const ZWebPushDomainRequestSchema = ZChannelScopeSchema.extend({
  domain: ZWebPushDomainSchema,
});
export const ZDeleteWebPushDomainRequestSchema = ZChannelScopeSchema.extend({
  domainId: ZChannelIdSchema,
});

export const ZWebPushDomainItemSchema = z.object({
  domainId: z.number().int(),
  domain: z.string(),
});
export type TWebPushDomain = z.infer<typeof ZWebPushDomainItemSchema>;

/** apiKey is MASKED_SECRET when stored; the VAPID private key is never sent at all. */
export const ZWebPushSettingSchema = z.object({
  apiKey: z.string().nullable(),
  authDomain: z.string(),
  databaseUrl: z.string(),
  projectId: z.string(),
  storageBucket: z.string(),
  messagingSenderId: z.string(),
  vapidPublicKey: z.string().nullable(),
  updatedAt: z.string(),
});
export type TWebPushSetting = z.infer<typeof ZWebPushSettingSchema>;
export const ZWebPushSettingResponseSchema = envelopeOf(
  z.object({
    setting: ZWebPushSettingSchema.nullable(),
    domains: z.array(ZWebPushDomainItemSchema),
  }),
);
export type TWebPushState = {
  setting: TWebPushSetting | null;
  domains: TWebPushDomain[];
};
export const ZDomainExistsResponseSchema = envelopeOf(z.object({ exists: z.boolean() }));

/** VAPID public keys: an uncompressed P-256 point (65 bytes) in base64url. */
export const VAPID_PUBLIC_KEY_PATTERN = /^B[A-Za-z0-9_-]{86}$/;
