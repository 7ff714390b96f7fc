import { sign, verify, type KeyObject } from 'node:crypto';
import {
  decodeBase32,
  encodeBase32,
  formatLicenceKey,
  LICENCE_KEY_HINT_CHARS,
  LICENCE_KEY_PREFIX,
  licenceKeyBody,
} from '@resonate/contracts/onboarding/licence-key-format';
import {
  decodeLicencePayload,
  encodeLicencePayload,
  LICENCE_PAYLOAD_BYTES,
  type TLicenceKeyPayload,
} from './licence-key-payload.ts';

/**
 * Ed25519 over the prefix and the payload: the prefix is signed too, so a payload cannot be
 * moved into another key format. Verification needs only the public key, so it runs offline.
 */
function signedMessage(payload: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(LICENCE_KEY_PREFIX, 'ascii'), payload]);
}

/** The printed key: RSN1-XXXXX-XXXXX-... */
export function signLicenceKey(privateKey: KeyObject, payload: TLicenceKeyPayload): string {
  const bytes = encodeLicencePayload(payload);
  const signature = sign(null, signedMessage(bytes), privateKey);
  return formatLicenceKey(
    `${LICENCE_KEY_PREFIX}${encodeBase32(Buffer.concat([bytes, signature]))}`,
  );
}

export type TReadLicenceKey =
  | { ok: true; payload: TLicenceKeyPayload; hint: string }
  | { ok: false; reason: 'malformed' | 'tampered' };

/**
 * Reads a key as typed or pasted (any case, groups, spaces): 'malformed' when it is not a key's
 * shape, 'tampered' when no trusted key signed these exact bytes. Validity dates, the type and
 * whether it was used are the caller's checks.
 */
export function readLicenceKey(input: string, trusted: readonly KeyObject[]): TReadLicenceKey {
  const body = licenceKeyBody(input);
  const bytes = body === undefined ? undefined : decodeBase32(body);
  if (!body || !bytes) return { ok: false, reason: 'malformed' };
  const payloadBytes = bytes.subarray(0, LICENCE_PAYLOAD_BYTES);
  const signature = bytes.subarray(LICENCE_PAYLOAD_BYTES);
  const message = signedMessage(payloadBytes);
  if (!trusted.some((key) => verify(null, message, key, signature))) {
    return { ok: false, reason: 'tampered' };
  }
  const payload = decodeLicencePayload(payloadBytes);
  if (!payload) return { ok: false, reason: 'malformed' };
  return { ok: true, payload, hint: body.slice(-LICENCE_KEY_HINT_CHARS) };
}
