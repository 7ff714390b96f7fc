/**
 * The licence endpoints (account-activate, license-info, the licence banner), defined once: the
 * API registers them, OpenAPI documents them and the web calls them from these objects.
 * ValidateLicenseKey and the three submits check their own credential: the onboarding `q`, or
 * (submits only) a session when one is sent, for a renewal (feature 54).
 */
import { defineEndpoint } from '../endpoints.ts';
import { FEATURE_IDS } from '../features.ts';
import {
  ZCompanySubmitLicenseKeyRequestSchema,
  ZLicenceKeyPreviewSchema,
  ZLicenceSubmitResultSchema,
  ZLicenseInfoSchema,
  ZSubmitLicenseKeyRequestSchema,
  ZValidateLicenseKeyRequestSchema,
  ZVerifyLicenseKeyRequestSchema,
  type TLicenceSubmitKind,
} from './licence.ts';
import { ZLicenceStandingSchema } from './licence-standing.ts';

const tag = 'licence';
const feature = FEATURE_IDS.invoiceList;

export const VALIDATE_LICENSE_KEY = defineEndpoint({
  method: 'POST',
  path: 'ValidateLicenseKey',
  request: ZValidateLicenseKeyRequestSchema,
  response: ZLicenceKeyPreviewSchema,
  auth: 'own',
  feature: null,
  access: 'read',
  summary: 'Checks a licence key for the onboarding account of q, without applying it',
  tag,
});

export const VERIFY_LICENSE_KEY = defineEndpoint({
  method: 'POST',
  path: 'VerifyLicenseKey',
  request: ZVerifyLicenseKeyRequestSchema,
  response: ZLicenceKeyPreviewSchema,
  auth: 'session',
  feature,
  // Guarded as a write (the edit right) since it was added: checking a renewal key is the
  // first step of applying it.
  access: 'write',
  summary: 'Checks a renewal key for the signed-in account (or a brand of its agency)',
  tag,
});

/** A submit: the onboarding `q`, else the session (optional, so a stale token cannot block q). */
const submit = { auth: 'own', feature, access: 'write', tag } as const;

export const SUBMIT_LICENSE_KEY = defineEndpoint({
  ...submit,
  method: 'POST',
  path: 'SubmitLicenseKey',
  request: ZSubmitLicenseKeyRequestSchema,
  response: ZLicenceSubmitResultSchema,
  summary: 'Applies a licence key: the onboarding account of q, or renews the signed-in account',
});

export const AGENCY_SUBMIT_LICENSE_KEY = defineEndpoint({
  ...submit,
  method: 'POST',
  path: 'AgencySubmitLicenseKey',
  request: ZSubmitLicenseKeyRequestSchema,
  response: ZLicenceSubmitResultSchema,
  summary: 'Applies an agency licence key; the account becomes an agency that sets up its brands',
});

export const COMPANY_SUBMIT_LICENSE_KEY = defineEndpoint({
  ...submit,
  method: 'POST',
  path: 'CompanySubmitLicenseKey',
  request: ZCompanySubmitLicenseKeyRequestSchema,
  response: ZLicenceSubmitResultSchema,
  summary: "Applies a licence key to a brand: the brand's q, or its agency admin naming it",
});

/** The endpoint that applies a key of each kind (ValidateLicenseKey's submitKind says which). */
export const LICENCE_SUBMIT_ENDPOINTS = {
  standard: SUBMIT_LICENSE_KEY,
  agency: AGENCY_SUBMIT_LICENSE_KEY,
  company: COMPANY_SUBMIT_LICENSE_KEY,
} as const satisfies Record<TLicenceSubmitKind, unknown>;

export const LICENSE_INFO = defineEndpoint({
  method: 'POST',
  path: 'LicenseInfo',
  request: null,
  response: ZLicenseInfoSchema,
  auth: 'session',
  feature,
  // Its name has no read verb, so it has always asked for the edit right; kept as it was.
  access: 'write',
  summary: 'The licence of the signed-in account: type, validity, seats, channels, history',
  tag,
});

/** Every user: the banner of the grace period and of a lapsed licence is on every page. */
export const GET_LICENCE_STANDING = defineEndpoint({
  method: 'POST',
  path: 'Licence/GetStanding',
  request: null,
  response: ZLicenceStandingSchema,
  auth: 'session',
  feature: null,
  access: 'read',
  summary: 'Whether the licence of the working company is active, in grace or lapsed',
  tag,
});

export const LICENCE_ENDPOINTS = [
  VALIDATE_LICENSE_KEY,
  VERIFY_LICENSE_KEY,
  SUBMIT_LICENSE_KEY,
  AGENCY_SUBMIT_LICENSE_KEY,
  COMPANY_SUBMIT_LICENSE_KEY,
  LICENSE_INFO,
  GET_LICENCE_STANDING,
];
