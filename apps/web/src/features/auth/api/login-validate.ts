import type { TLoginRequest } from '@resonate/contracts/auth';
import { readJson } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { readFailures } from '../lib/failure-counter';
import type { TLoginAnswer } from '../lib/login-outcome';
import { authPost } from './auth-post';
import { getSealer } from '@/shared/api/sealer';

export type TLoginInput = {
  email: string;
  password: string;
  rememberMe: boolean;
  lastURL: string;
  isADuser?: boolean;
  captcha?: { captchaId: string; answer: string };
};

/** POST /api/LoginValidate with the login payload of spec section 3. */
export function loginValidate(payload: TLoginRequest): Promise<TLoginAnswer> {
  return authPost('LoginValidate', payload);
}

/** Seals the credentials to a fresh nonce and sends them. */
export async function signIn(input: TLoginInput): Promise<TLoginAnswer> {
  const { hashval, seal } = await getSealer();
  const [loginName, loginPassword] = await Promise.all([
    seal(input.email.trim()),
    seal(input.password),
  ]);
  return loginValidate({
    loginName,
    loginPassword,
    userAgent: navigator.userAgent,
    ipAddress: readJson<{ ipAddress?: string }>(STORAGE_KEYS.ipAddressData)?.ipAddress ?? '',
    rememberMe: input.rememberMe,
    hashval,
    attempts: readFailures(),
    lastURL: input.lastURL,
    oauth: false,
    IsADuser: input.isADuser ?? false,
    ...(input.captcha
      ? { captchaId: input.captcha.captchaId, captcha: input.captcha.answer.trim() }
      : {}),
  });
}
