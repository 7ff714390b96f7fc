import type { TLoginData, TOtpRequest } from '@resonate/contracts/auth';
import { authPost } from './auth-post';

/** POST /api/LoginValidateConfirm: the validated code for the session (spec section 7). */
export function loginValidateConfirm(request: TOtpRequest) {
  return authPost<TLoginData>('LoginValidateConfirm', request);
}
