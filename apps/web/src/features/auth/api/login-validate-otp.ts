import type { TOtpRequest } from '@resonate/contracts/auth';
import type { TOtpState } from '@/shared/lib/otp-outcome';
import { authPost } from './auth-post';

export type { TOtpState };

/** POST /api/LoginValidateOTP: checks the sign-in code without consuming the challenge. */
export function loginValidateOtp(request: TOtpRequest) {
  return authPost<TOtpState>('LoginValidateOTP', request);
}
