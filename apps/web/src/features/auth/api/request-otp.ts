import type { TOtpResent } from '@/shared/components/otp/use-otp-step';
import { authPost } from './auth-post';

/** POST /api/RequestOTP: a new code for the challenge; it replaces the old one. */
export function requestOtp(otpToken: string) {
  return authPost<TOtpResent>('RequestOTP', { otpToken });
}
