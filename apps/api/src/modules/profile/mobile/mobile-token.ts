import { OTP_VALIDITY_SECONDS } from '@resonate/contracts/constants';
import { signPayload, verifyPayload, keyedHash } from '#/modules/auth/index.ts';

/**
 * The otpToken of a mobile change names its challenge and tenant, signed under its own purpose
 * so a sign-in otpToken is refused here and vice versa. It outlives the code (an hour) so a late
 * code reads 'OTP expired' rather than 'Invalid OTP'.
 */
const PURPOSE = 'mobile-change';
const TOKEN_TTL_SECONDS = 3600;

export type TMobileTokenClaims = { c: number; id: string };

export function signMobileToken(appSecret: string, claims: TMobileTokenClaims): string {
  return signPayload(appSecret, PURPOSE, claims, TOKEN_TTL_SECONDS);
}

export function readMobileToken(appSecret: string, token: string): TMobileTokenClaims | undefined {
  const claims = verifyPayload<Partial<TMobileTokenClaims>>(appSecret, PURPOSE, token);
  if (!claims || typeof claims.id !== 'string' || !Number.isSafeInteger(claims.c)) return undefined;
  return { c: claims.c!, id: claims.id };
}

/** Codes are stored as a keyed hash bound to their challenge: a database copy reveals none. */
export function mobileCodeHash(appSecret: string, challengeId: string, code: string): Buffer {
  return keyedHash(appSecret, 'mobile-otp-code', challengeId, code);
}

export const MOBILE_OTP_VALIDITY_SECONDS = OTP_VALIDITY_SECONDS;
