import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveSecret } from '#/secrets.ts';

/**
 * Secrets the app must read back later (webhook signing secrets, provider credentials) are kept
 * sealed with AES-256-GCM under a key derived from APP_SECRET, so a database dump alone reveals
 * none of them. Each use passes its own `purpose` (a separate key) and may bind the ciphertext
 * to its row with `context` (GCM additional data): a sealed value copied to another tenant's row
 * no longer opens.
 *
 * Format: `v1.<iv>.<ciphertext>.<tag>`, base64url parts; the version allows a key change later.
 */
export type TSecretBox = {
  seal: (plaintext: string, context?: string) => string;
  open: (sealed: string, context?: string) => string;
};

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSecretBox(appSecret: string, purpose: string): TSecretBox {
  const key = Buffer.from(deriveSecret(appSecret, `secret-box:${purpose}`), 'hex');
  return {
    seal(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, ciphertext, cipher.getAuthTag()].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, context = '') {
      const [version, iv, ciphertext, tag] = sealed.split('.');
      if (version !== VERSION || iv === undefined || ciphertext === undefined || !tag) {
        throw new Error('secret-box: not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      // final() throws when the key, context or any byte is wrong: GCM authenticates it all.
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
