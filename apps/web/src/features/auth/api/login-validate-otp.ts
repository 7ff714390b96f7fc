import type { TOtpRequest } from '@resonate/contracts/auth';
import { authPost } from './auth-post';

export type TOtpState = { state: 'valid' | 'invalid' | 'expired'; attemptsLeft?: number };

/** POST /api/LoginValidateOTP: checks the sign-in code without consuming the challenge. */
export function loginValidateOtp(request: TOtpRequest) {
  return authPost<TOtpState>('LoginValidateOTP', request);
}
