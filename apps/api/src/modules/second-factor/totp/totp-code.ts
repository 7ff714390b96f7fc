import { Secret, TOTP } from 'otpauth';
import { TOTP_SETTINGS } from '@resonate/contracts/auth/second-factor';

/** A fresh 160-bit secret (RFC 4226's recommended length), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = '') {
  return new TOTP({
    issuer: TOTP_SETTINGS.issuer,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/**
 * The time step a code belongs to, when it is right now or one step either side (clock drift),
 * and only when that step is later than `lastStep`: a code, once accepted, never works again,
 * nor does an older one. Undefined when the code is wrong or spent.
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number,
  now = Date.now(),
): { step: number } | { replayed: true } | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / TOTP_SETTINGS.period) + delta;
  return step > lastStep ? { step } : { replayed: true };
}
