import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PATTERN } from '@resonate/contracts/data-exchange';

/**
 * `rsk_live_<prefix>_<secret>`: the prefix (48 random bits, hex) is public and finds the row; the
 * secret is 256 random bits of which only the SHA-256 is stored. A slow hash is not needed: the
 * secret is random, not a password, so a database leak yields no usable key.
 */
export function newApiKey(): { key: string; prefix: string; secretHash: Buffer } {
  const prefix = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { key: `rsk_live_${prefix}_${secret}`, prefix, secretHash: hashSecret(secret) };
}

export function parseApiKey(raw: string): { prefix: string; secret: string } | undefined {
  const match = API_KEY_PATTERN.exec(raw);
  return match ? { prefix: match[1]!, secret: match[2]! } : undefined;
}

export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** Constant time: how many bytes matched must not show in the answer's timing. */
export function secretMatches(secret: string, storedHash: Buffer): boolean {
  const hash = hashSecret(secret);
  return hash.length === storedHash.length && timingSafeEqual(hash, storedHash);
}
