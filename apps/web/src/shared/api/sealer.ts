import type { TEncryptionKey } from '@resonate/contracts/auth';
import { importPublicKey, sealValue } from '../lib/seal';
import { apiPost } from './client';

/** POST /api/User/GetEncrypted: the server's public key and a fresh single-use nonce. */
export async function getEncryptionKey(): Promise<TEncryptionKey> {
  const envelope = await apiPost<TEncryptionKey>('User/GetEncrypted', undefined, {
    silent: true,
    noLoader: true,
    skipSessionExpiry: true,
  });
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

export type TSealer = { hashval: string; seal: (value: string) => Promise<string> };

/** A fresh nonce and a function sealing values to it; one per call that sends credentials. */
export async function getSealer(): Promise<TSealer> {
  const { publicKey, hashval } = await getEncryptionKey();
  const key = await importPublicKey(publicKey);
  return { hashval, seal: (value) => sealValue(key, value, hashval) };
}
