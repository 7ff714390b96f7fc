import { base64ToBytes, bytesToBase64 } from '../lib/base64';

const IV_BYTES = 12;

/** A fresh AES-GCM key that can encrypt and decrypt but never be exported. */
export function generateStorageKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** `base64(iv | ciphertext)`: a random 96-bit IV per value, as AES-GCM requires. */
export async function encryptText(key: CryptoKey, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(plain),
  );
  const out = new Uint8Array(IV_BYTES + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), IV_BYTES);
  return bytesToBase64(out);
}

/** Rejects when the value was not sealed with this key or was altered (GCM authenticates). */
export async function decryptText(key: CryptoKey, sealed: string): Promise<string> {
  const bytes = base64ToBytes(sealed);
  if (bytes.length <= IV_BYTES) throw new Error('Sealed value is too short');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
    key,
    bytes.subarray(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
