/**
 * Licence keys and licence information (spec sections 2 and 7: account-activate, license-info,
 * ValidateLicenseKey, SubmitLicenseKey, VerifyLicenseKey, AgencySubmitLicenseKey,
 * CompanySubmitLicenseKey, LicenseInfo). The spec shows no payloads or messages: the shapes and
 * texts here are our choices, kept in one place for both apps.
 */
import { z } from 'zod';
import { LICENCE_KEY_INPUT_MAX } from './licence-key-format.ts';

/** Notices before a licence ends, in days (issue 5: 30, 7 and 1 days before expiry). */
export const LICENCE_EXPIRY_NOTICE_DAYS = [30, 7, 1] as const;
/** Licence history rows LicenseInfo returns (newest first). */
export const LICENCE_HISTORY_MAX = 50;

export const LICENCE_MSG = {
  keyRequired: 'Enter a licence key',
  keyMalformed:
    'This is not a licence key. Check that you copied all of it (it starts with RSN1-).',
  keyTampered:
    'This licence key is not valid: it was not issued for this server or it has been changed.',
  keyUnknownType: 'This licence key is for a licence type this server does not offer.',
  keyExpired: 'This licence key has expired. Ask your account manager for a new one.',
  keyUsed: 'This licence key has already been used.',
  agencyKeyOnCompany: 'This is an agency licence key. It cannot activate a company account.',
  agencyKeyNeedsAgencyStep:
    'This is an agency licence key. Activate it as an agency to set up your brands.',
  companyKeyOnAgency: 'An agency account needs an agency licence key.',
  brandCannotBeAgency: 'A company of an agency cannot become an agency.',
  notAgencyKey: 'This licence key is not an agency key.',
  notCompany: 'This account is not a company of an agency.',
  tooFewSeats: (seats: number, used: number) =>
    `This licence key has ${seats} seats but the account already uses ${used}. Deactivate users or use a key with more seats.`,
  linkInvalid: 'This activation link is not valid or has expired. Sign in again to continue.',
  alreadyActivated: 'This account is already activated. Sign in to renew its licence.',
  notAdmin: 'Only an account admin can change the licence.',
  companyNotFound: 'Company not found',
  signInRequired: 'Sign in to renew the licence.',
  valid: 'Licence key is valid',
  activated: 'Licence activated',
} as const;

const ZIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ZLicenceKeyInputSchema = z
  .string({ error: LICENCE_MSG.keyRequired })
  .trim()
  .min(1, { error: LICENCE_MSG.keyRequired })
  .max(LICENCE_KEY_INPUT_MAX, { error: LICENCE_MSG.keyMalformed });

/** The signed `q` of /account-activate (apps/api .../onboarding-token.ts). */
export const ZOnboardingQSchema = z
  .string({ error: LICENCE_MSG.linkInvalid })
  .min(1, { error: LICENCE_MSG.linkInvalid })
  .max(2000, { error: LICENCE_MSG.linkInvalid });

/** POST ValidateLicenseKey: the onboarding variant (no session; the q names the account). */
export const ZValidateLicenseKeyRequestSchema = z.object({
  q: ZOnboardingQSchema,
  licenseKey: ZLicenceKeyInputSchema,
});

/** POST VerifyLicenseKey: the signed-in variant (renewal on license-info; account admins). */
export const ZVerifyLicenseKeyRequestSchema = z.object({
  licenseKey: ZLicenceKeyInputSchema,
  /** An agency admin checking a key for one of its brands. */
  companyClientId: ZIdSchema.optional(),
});

/**
 * POST SubmitLicenseKey and AgencySubmitLicenseKey: with `q` during onboarding, otherwise the
 * signed-in account admin's own account (renewal).
 */
export const ZSubmitLicenseKeyRequestSchema = z.object({
  licenseKey: ZLicenceKeyInputSchema,
  q: ZOnboardingQSchema.optional(),
});

/** POST CompanySubmitLicenseKey: a brand's own `q`, or its agency's admin naming the brand. */
export const ZCompanySubmitLicenseKeyRequestSchema = ZSubmitLicenseKeyRequestSchema.extend({
  companyClientId: ZIdSchema.optional(),
});

/** Which submit endpoint applies a key to the account: a plain, an agency or a brand account. */
export const LICENCE_SUBMIT_KINDS = ['standard', 'agency', 'company'] as const;
export type TLicenceSubmitKind = (typeof LICENCE_SUBMIT_KINDS)[number];

/** What a valid key would grant if applied now (validity counted from now, or carried over). */
export const ZLicenceKeyPreviewSchema = z.object({
  keyId: z.string(),
  licenceTypeId: z.number().int(),
  licenceTypeName: z.string(),
  seats: z.number().int(),
  channelIds: z.array(z.number().int()),
  isAgency: z.boolean(),
  /** Days the key grants, or null for a key with a fixed end date. */
  validityDays: z.number().int().nullable(),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime(),
  /** The key must be applied before this. */
  redeemBy: z.iso.datetime(),
  submitKind: z.enum(LICENCE_SUBMIT_KINDS),
  /** The account has a current licence: this key replaces it (unused days carried over). */
  renewal: z.boolean(),
  seatsUsed: z.number().int(),
  clientName: z.string(),
});
export type TLicenceKeyPreview = z.infer<typeof ZLicenceKeyPreviewSchema>;

export const LICENCE_STATUSES = ['active', 'expired', 'replaced'] as const;
export type TLicenceStatus = (typeof LICENCE_STATUSES)[number];

export const ZLicenceSummarySchema = z.object({
  licenceId: z.number().int(),
  licenceTypeId: z.number().int(),
  licenceTypeName: z.string(),
  seats: z.number().int(),
  channelIds: z.array(z.number().int()),
  isAgency: z.boolean(),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime(),
  source: z.enum(['key', 'payment']),
  /** RSN1-XXXX-XXXX-…-AB12 for a key; null for a payment. */
  maskedKey: z.string().nullable(),
  orderId: z.string().nullable(),
  status: z.enum(LICENCE_STATUSES),
  replacedAt: z.iso.datetime().nullable(),
});
export type TLicenceSummary = z.infer<typeof ZLicenceSummarySchema>;

/** Where the account goes after a key is applied. */
export const LICENCE_NEXT_STEPS = ['signIn', 'accountSetup', 'licenseInfo'] as const;
export type TLicenceNextStep = (typeof LICENCE_NEXT_STEPS)[number];

export const ZLicenceSubmitResultSchema = z.object({
  licence: ZLicenceSummarySchema,
  next: z.enum(LICENCE_NEXT_STEPS),
  /** A fresh onboarding q for the next step (account-setup of a new agency). */
  q: z.string().optional(),
});
export type TLicenceSubmitResult = z.infer<typeof ZLicenceSubmitResultSchema>;

/** POST LicenseInfo (feature 54; an empty body): the signed-in account's licence. */
export const ZLicenseInfoSchema = z.object({
  clientName: z.string(),
  submitKind: z.enum(LICENCE_SUBMIT_KINDS),
  current: ZLicenceSummarySchema.nullable(),
  seatsUsed: z.number().int(),
  /** Whole days until the current licence ends (0 on its last day); null without one. */
  daysLeft: z.number().int().nullable(),
  /** A brand without a licence of its own works under its agency's licence. */
  coveredByAgency: z.boolean(),
  canRenew: z.boolean(),
  history: z.array(ZLicenceSummarySchema),
});
export type TLicenseInfo = z.infer<typeof ZLicenseInfoSchema>;
