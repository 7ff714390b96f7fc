import { signPayload, verifyPayload } from '#/modules/auth/index.ts';
import { SIGNUP_POLICY } from '../signup-policy.ts';

/**
 * The otpToken of a sign-up email verification: which verification, signed so it cannot be
 * forged or pointed at another person's. Its purpose differs from the sign-in otpToken's, so
 * neither is accepted in the other's place.
 */
const PURPOSE = 'signup-verification';

export function signVerificationToken(appSecret: string, id: string): string {
  return signPayload(appSecret, PURPOSE, { id }, SIGNUP_POLICY.tokenTtlSeconds);
}

export function readVerificationToken(appSecret: string, token: string): string | undefined {
  const claims = verifyPayload<{ id?: unknown }>(appSecret, PURPOSE, token);
  const id = claims?.id;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) ? id : undefined;
}
