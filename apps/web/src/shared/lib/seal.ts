import type { TSealedValue } from '@resonate/contracts/auth';
import { base64ToBytes, bytesToBase64 } from '@/shared/lib/base64';

/**
 * Credentials leave the browser sealed: RSA-OAEP (SHA-256) over `{ v: value, n: hashval }` with
 * the server's public key, so a captured ciphertext is bound to one single-use nonce.
 * WebCrypto only exists in secure contexts (https, localhost); the form checks this first.
 */
export function hasWebCrypto(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.importKey === 'function';
}

export function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'spki',
    base64ToBytes(spkiBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
}

export async function sealValue(key: CryptoKey, value: string, nonce: string): Promise<string> {
  const sealed: TSealedValue = { v: value, n: nonce };
  const cipher = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(JSON.stringify(sealed)),
  );
  return bytesToBase64(new Uint8Array(cipher));
}
