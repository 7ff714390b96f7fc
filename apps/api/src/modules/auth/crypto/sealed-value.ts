import type { TSealedValue } from '@resonate/contracts/auth';
import type { TLoginKey } from './login-key.ts';

/**
 * Opens a credential the browser sealed: RSA-OAEP over JSON `{ v, n }`, where `n` is the
 * single-use nonce (hashval) of this form. A ciphertext captured from one attempt carries that
 * attempt's nonce, which is spent, so it cannot be replayed with a fresh one.
 */
export function openSealedValue(
  key: TLoginKey,
  cipherText: string,
  nonce: string,
): string | undefined {
  const plain = key.decrypt(cipherText);
  if (plain === undefined) return undefined;
  try {
    const sealed = JSON.parse(plain) as Partial<TSealedValue>;
    if (typeof sealed.v !== 'string' || sealed.n !== nonce) return undefined;
    return sealed.v;
  } catch {
    return undefined;
  }
}
