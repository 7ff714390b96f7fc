import type { TOtpRequest } from '@resonate/contracts/auth';
import { GET_COUNTRY_DETAILS } from '@resonate/contracts/onboarding/agency-setup-endpoints';
import type {
  TSaveSignUpRequest,
  TSaveSignUpResult,
  TSignUpOtpChallenge,
} from '@resonate/contracts/onboarding/signup';
import { call } from '@/shared/api/call';
import { getSealer } from '@/shared/api/sealer';
import type { TOtpResent } from '@/shared/components/otp/use-otp-step';
import type { TOtpState } from '@/shared/lib/otp-outcome';
import { onboardingData, onboardingPost } from './onboarding-post';

/**
 * POST /api/CheckEmailExists for sign-up, on blur of the business email (spec sections 5 and
 * 7: the email sealed with a fresh hashval). Returns the message to show under the field, or
 * null when the address is free.
 */
export async function checkSignUpEmail(email: string): Promise<string | null> {
  const { hashval, seal } = await getSealer();
  const { envelope } = await onboardingPost<{ exists?: boolean }>('CheckEmailExists', {
    emailId: await seal(email),
    hashval,
    purpose: 'signup',
  });
  return envelope.status ? null : envelope.message;
}

/** POST /api/SignUp/RequestOTP: mails the code that verifies the business email. */
export function requestSignUpOtp(emailId: string) {
  return onboardingData<TSignUpOtpChallenge>('SignUp/RequestOTP', { emailId });
}

export function validateSignUpOtp(request: TOtpRequest) {
  return onboardingPost<TOtpState>('SignUp/ValidateOTP', request);
}

export function resendSignUpOtp(otpToken: string) {
  return onboardingPost<TOtpResent>('SignUp/ResendOTP', { otpToken });
}

/** POST /api/SaveSignUp: the account is created; the answer carries the Licensetype q. */
export function saveSignUp(request: TSaveSignUpRequest) {
  return onboardingData<TSaveSignUpResult>('SaveSignUp', request);
}

/** A country's dial code, currency and time zones (form defaults); nobody is signed in yet. */
export function getCountryDetails(countryId: number) {
  const options = { silent: true, noLoader: true, skipSessionExpiry: true } as const;
  return call(GET_COUNTRY_DETAILS, { countryId }, options);
}
