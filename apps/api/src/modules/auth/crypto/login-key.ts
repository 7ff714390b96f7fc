import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFileOnce } from '#/secrets.ts';

/**
 * The RSA key pair the browser encrypts credentials with (RSA-OAEP, SHA-256, via WebCrypto).
 * Generated into DATA_DIR on first start and kept, so sign-in forms already open keep working
 * across restarts. TLS protects the wire; this keeps credentials out of request logs and out of
 * reach of anything that records bodies on the way.
 */
export type TLoginKey = {
  publicKeySpki: string;
  decrypt: (cipherTextBase64: string) => string | undefined;
};

const KEY_FILE = 'login-key.pem';

export async function loadLoginKey(dataDir: string): Promise<TLoginKey> {
  const privateKey = await readOrCreatePrivateKey(path.join(dataDir, KEY_FILE));
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  return {
    publicKeySpki: Buffer.from(spki).toString('base64'),
    decrypt(cipherTextBase64) {
      try {
        const plain = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(cipherTextBase64, 'base64'),
        );
        return plain.toString('utf8');
      } catch {
        // Wrong key, tampered or truncated ciphertext: the caller answers with a 400.
        return undefined;
      }
    },
  };
}

async function readOrCreatePrivateKey(file: string): Promise<KeyObject> {
  try {
    return createPrivateKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // Two processes starting on a fresh DATA_DIR: the first file created wins, whole.
  if (await createFileOnce(file, pem)) return privateKey;
  return createPrivateKey(await readFile(file, 'utf8'));
}
