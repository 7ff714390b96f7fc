import type { TOtpRequest } from '@resonate/contracts/auth';
import { authPost } from './auth-post';
import type { TOtpState } from './login-validate-otp';

/** POST /api/ValidateOTP: the forgot-password code; same answers as LoginValidateOTP. */
export function validateOtp(request: TOtpRequest) {
  return authPost<TOtpState>('ValidateOTP', request);
}
