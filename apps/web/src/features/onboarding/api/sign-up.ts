import type { TOtpRequest } from '@resonate/contracts/auth';
import { CHECK_EMAIL_EXISTS } from '@resonate/contracts/auth/sign-in-addresses';
import { GET_COUNTRY_DETAILS } from '@resonate/contracts/onboarding/agency-setup-endpoints';
import type { TSaveSignUpRequest } from '@resonate/contracts/onboarding/signup';
import {
  SAVE_SIGN_UP,
  SIGN_UP_REQUEST_OTP,
  SIGN_UP_RESEND_OTP,
  SIGN_UP_VALIDATE_OTP,
} from '@resonate/contracts/onboarding/signup-endpoints';
import { call } from '@/shared/api/call';
import { callAnswer } from '@/shared/api/call-answer';
import { getSealer } from '@/shared/api/sealer';
import { onboardingData } from './onboarding-post';

/**
 * POST /api/CheckEmailExists for sign-up, on blur of the business email (spec sections 5 and
 * 7: the email sealed with a fresh hashval). Returns the message to show under the field, or
 * null when the address is free.
 */
export async function checkSignUpEmail(email: string): Promise<string | null> {
  const { hashval, seal } = await getSealer();
  const { envelope } = await callAnswer(CHECK_EMAIL_EXISTS, {
    emailId: await seal(email),
    hashval,
    purpose: 'signup',
  });
  return envelope.status ? null : envelope.message;
}

/** POST /api/SignUp/RequestOTP: mails the code that verifies the business email. */
export function requestSignUpOtp(emailId: string) {
  return onboardingData(SIGN_UP_REQUEST_OTP, { emailId });
}

export function validateSignUpOtp(request: TOtpRequest) {
  return callAnswer(SIGN_UP_VALIDATE_OTP, request);
}

export function resendSignUpOtp(otpToken: string) {
  return callAnswer(SIGN_UP_RESEND_OTP, { otpToken });
}

/** POST /api/SaveSignUp: the account is created; the answer carries the Licensetype q. */
export function saveSignUp(request: TSaveSignUpRequest) {
  return onboardingData(SAVE_SIGN_UP, request);
}

/** A country's dial code, currency and time zones (form defaults); nobody is signed in yet. */
export function getCountryDetails(countryId: number) {
  const options = { silent: true, noLoader: true, skipSessionExpiry: true } as const;
  return call(GET_COUNTRY_DETAILS, { countryId }, options);
}
