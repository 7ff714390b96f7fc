import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: access tokens, nonces, reset challenges. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored instead of a token: its SHA-256. A database leak yields no usable token. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Keyed hash for low-entropy secrets (6-digit codes): useless without APP_SECRET. */
export function keyedHash(key: string, ...parts: string[]): Buffer {
  const mac = createHmac('sha256', key);
  for (const part of parts) mac.update(part).update('\0');
  return mac.digest();
}

export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
