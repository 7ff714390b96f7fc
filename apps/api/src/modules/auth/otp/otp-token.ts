import { randomUUID } from 'node:crypto';
import { signPayload, verifyPayload } from '../crypto/signed-payload.ts';
import { OTP_POLICY } from '../policy.ts';

/**
 * The otpToken the client carries through the OTP step: which challenge, in which tenant, signed
 * so it cannot be forged or pointed at another client's challenge. Client id 0 marks a decoy
 * (forgot-password for an unknown email), which looks the same and can never validate.
 */
export type TOtpTokenClaims = { c: number; id: string };

export function signOtpToken(appSecret: string, claims: TOtpTokenClaims): string {
  return signPayload(appSecret, 'otp-challenge', claims, OTP_POLICY.tokenTtlSeconds);
}

export function readOtpToken(appSecret: string, token: string): TOtpTokenClaims | undefined {
  const claims = verifyPayload<Partial<TOtpTokenClaims>>(appSecret, 'otp-challenge', token);
  if (!claims || typeof claims.id !== 'string' || !Number.isSafeInteger(claims.c)) return undefined;
  return { c: claims.c!, id: claims.id };
}

export function decoyOtpToken(appSecret: string): string {
  return signOtpToken(appSecret, { c: 0, id: randomUUID() });
}
