import { timingSafeEqual } from 'node:crypto';
import { deriveSecret } from '#/secrets.ts';

/**
 * The key in a client's delivery callback URLs: `<clientId>-<proof>`, the proof an HMAC of the
 * client id under APP_SECRET. Nothing to store or look up: a key proves itself, and names the
 * tenant whose messages the reports may touch. Changing APP_SECRET changes every key.
 */
const PROOF_HEX = 40;
const KEY_PATTERN = /^([1-9]\d{0,15})-([0-9a-f]{40})$/;

function proofOf(appSecret: string, clientId: number): string {
  return deriveSecret(appSecret, `delivery callbacks v1:${clientId}`).slice(0, PROOF_HEX);
}

export function callbackKey(appSecret: string, clientId: number): string {
  return `${clientId}-${proofOf(appSecret, clientId)}`;
}

/** The client a key belongs to, or undefined for anything not issued by us. */
export function clientOfCallbackKey(appSecret: string, key: string): number | undefined {
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  const clientId = Number(match[1]);
  if (!Number.isSafeInteger(clientId)) return undefined;
  const given = Buffer.from(match[2]!, 'hex');
  const expected = Buffer.from(proofOf(appSecret, clientId), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? clientId
    : undefined;
}
