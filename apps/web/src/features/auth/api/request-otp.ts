import { authPost } from './auth-post';

export type TOtpResent = { otpExpiresInSeconds: number; resendAfterSeconds: number };

/** POST /api/RequestOTP: a new code for the challenge; it replaces the old one. */
export function requestOtp(otpToken: string) {
  return authPost<TOtpResent>('RequestOTP', { otpToken });
}
