/**
 * Mobile push settings (communication settings, feature 15): per app, its name, store links,
 * the FCM sender ID and server key, and the APNs .p12 certificate with its password (spec
 * section 3 field hints). Patterns and messages beyond the field names are our choices.
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

export const MOBILE_APP_NAME_MAX = 100;
export const MOBILE_APPS_MAX = 20;
/** A .p12 holds a certificate and a key: a few KB. 100 KB leaves room for long chains. */
export const APNS_CERT_MAX_BYTES = 100 * 1024;
export const APNS_ENVIRONMENTS = ['production', 'sandbox'] as const;
/** A service account key file is about 2.3 KB. */
export const FCM_SERVICE_ACCOUNT_MAX = 10_000;
const BASE64_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;

export const MP_MSG = {
  appNameRequired: 'Enter app name',
  appNameExists: 'An app with this name already exists',
  storeUrlInvalid: 'Enter valid HTTPS URL',
  senderIdInvalid: 'Enter digits only',
  certInvalid: 'The file is not a valid .p12 certificate',
  certTooLarge: 'The certificate must be at most 100 KB',
  certPassword: 'The certificate could not be opened with this password',
  certMissing: 'Upload the .p12 certificate this password belongs to',
  serviceAccountInvalid:
    'Paste the service account key (JSON) from Firebase: Project settings, Service accounts',
  notFound: 'Mobile app not found',
  tooMany: `At most ${MOBILE_APPS_MAX} mobile apps`,
} as const;

const optionalMatching = (pattern: RegExp, message: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Max. ${max} characters` })
    .refine((value) => value === '' || pattern.test(value), { error: message })
    .optional()
    .default('');

export const ZMobileAppNameSchema = requiredText(MP_MSG.appNameRequired, MOBILE_APP_NAME_MAX);

export const ZMobilePushFormSchema = z.object({
  appName: ZMobileAppNameSchema,
  playStoreUrl: optionalMatching(HTTPS_URL_PATTERN, MP_MSG.storeUrlInvalid, 2000),
  appStoreUrl: optionalMatching(HTTPS_URL_PATTERN, MP_MSG.storeUrlInvalid, 2000),
  fcmSenderId: optionalMatching(/^\d{1,20}$/, MP_MSG.senderIdInvalid, 20),
  /** Empty keeps the stored key. */
  fcmServerKey: secretInput(1000),
  /** The .p12 file in base64; absent keeps the stored certificate. */
  apnsCertificate: z
    .string()
    .max(Math.ceil(APNS_CERT_MAX_BYTES / 3) * 4, { error: MP_MSG.certTooLarge })
    .refine((value) => value === '' || BASE64_PATTERN.test(value), { error: MP_MSG.certInvalid })
    .optional()
    .transform((value) => value || undefined),
  /** Empty keeps the stored password (a new certificate is then tried with it). */
  apnsCertPassword: secretInput(128),
  /** The Firebase service account key (JSON) FCM HTTP v1 sends with; empty keeps it. */
  fcmServiceAccount: secretInput(FCM_SERVICE_ACCOUNT_MAX),
  /** Which APNs gateway the certificate's devices use (sandbox: development builds). */
  apnsEnvironment: z.enum(APNS_ENVIRONMENTS).optional().default('production'),
});
export type TMobilePushFormInput = z.input<typeof ZMobilePushFormSchema>;

export const ZUpsertMobilePushRequestSchema = ZChannelScopeSchema.extend(
  ZMobilePushFormSchema.shape,
).extend({
  mobileAppId: ZChannelIdSchema.optional(),
  updatedAt: ZUpdatedAtSchema.optional(),
});
export type TUpsertMobilePushRequest = z.input<typeof ZUpsertMobilePushRequestSchema>;
export const ZGetMobilePushAppsRequestSchema = ZChannelScopeSchema;
export const ZGetMobilePushAppByIdRequestSchema = ZChannelScopeSchema.extend({
  mobileAppId: ZChannelIdSchema,
});
/** The name check: mobileAppId (the app edited) is left out of the comparison. */
export const ZMobileAppNameCheckRequestSchema = ZChannelScopeSchema.extend({
  appName: ZMobileAppNameSchema,
  mobileAppId: ZChannelIdSchema.optional(),
});

/** Secrets are MASKED_SECRET when stored, null when not; the certificate shows its subject. */
export const ZMobilePushAppSchema = z.object({
  mobileAppId: z.number().int(),
  appName: z.string(),
  playStoreUrl: z.string(),
  appStoreUrl: z.string(),
  fcmSenderId: z.string(),
  fcmServerKey: z.string().nullable(),
  apnsCertificate: z.object({ subject: z.string() }).nullable(),
  apnsCertPassword: z.string().nullable(),
  /** The project of the stored service account (not secret); empty before one is saved. */
  fcmProjectId: z.string(),
  fcmServiceAccount: z.string().nullable(),
  apnsEnvironment: z.enum(APNS_ENVIRONMENTS),
  updatedAt: z.string(),
});
export type TMobilePushApp = z.infer<typeof ZMobilePushAppSchema>;
export const ZMobilePushAppsResponseSchema = envelopeOf(
  z.object({ apps: z.array(ZMobilePushAppSchema) }),
);
export const ZMobilePushAppResponseSchema = envelopeOf(z.object({ app: ZMobilePushAppSchema }));
export const ZMobileAppNameCheckResponseSchema = envelopeOf(z.object({ exists: z.boolean() }));
