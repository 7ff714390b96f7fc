import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { TConfig } from '#/config.ts';
import { createFileOnce } from '#/secrets.ts';

/**
 * Whose licence keys this server accepts: the keys in LICENCE_PUBLIC_KEYS (the vendor's, in
 * production) plus the public half of the local signing key when its file exists (what
 * `npm run licence:issue` signs with, in development, tests and self-hosted installs). The
 * file is re-read when it changes, so a key issued for the first time is trusted at once,
 * without a restart.
 */
type TCache = { stamp: string; keys: KeyObject[] };
const caches = new Map<string, TCache>();

export function publicKeyFromRaw(raw: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw }, format: 'jwk' });
}

/** The raw 32-byte public key, base64url: the form LICENCE_PUBLIC_KEYS takes. */
export function rawPublicKey(key: KeyObject): string {
  const jwk = createPublicKey(key).export({ format: 'jwk' });
  if (typeof jwk.x !== 'string') throw new Error('not an Ed25519 key');
  return jwk.x;
}

/** Changes when the file is replaced or rewritten; undefined when there is no file. */
function fileStamp(file: string): string | undefined {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return undefined;
  }
}

type TTrustConfig = Pick<TConfig, 'licencePublicKeys' | 'licencePrivateKeyFile'>;

export function trustedLicenceKeys(config: TTrustConfig): readonly KeyObject[] {
  const file = config.licencePrivateKeyFile;
  const stamp = fileStamp(file) ?? 'none';
  const cacheKey = `${file}|${config.licencePublicKeys.join(',')}`;
  const cached = caches.get(cacheKey);
  if (cached?.stamp === stamp) return cached.keys;
  const keys = config.licencePublicKeys.map(publicKeyFromRaw);
  if (stamp !== 'none') keys.push(createPublicKey(createPrivateKey(readFileSync(file))));
  caches.set(cacheKey, { stamp, keys });
  return keys;
}

/** The local signing key, created (PKCS#8 PEM, mode 0600) on first use. */
export async function readOrCreateSigningKey(file: string): Promise<KeyObject> {
  try {
    return createPrivateKey(readFileSync(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await createFileOnce(file, pem);
  // Another process may have won the race: its key is the one on disk.
  return createPrivateKey(readFileSync(file));
}
