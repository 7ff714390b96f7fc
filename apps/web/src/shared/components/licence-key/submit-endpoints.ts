import type { TLicenceSubmitKind } from '@resonate/contracts/onboarding/licence';

/** The endpoint that applies a key of each kind (ValidateLicenseKey's submitKind says which). */
export const LICENCE_SUBMIT_ENDPOINTS: Readonly<Record<TLicenceSubmitKind, string>> = {
  standard: 'SubmitLicenseKey',
  agency: 'AgencySubmitLicenseKey',
  company: 'CompanySubmitLicenseKey',
};
