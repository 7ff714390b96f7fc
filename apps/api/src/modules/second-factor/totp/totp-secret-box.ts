import { createSecretBox } from '#/crypto/secret-box.ts';

/**
 * TOTP secrets must be read back to check codes, so they are sealed (AES-256-GCM under a key
 * derived from APP_SECRET), bound to their user: a copied ciphertext opens for nobody else.
 */
export function totpSecretBox(appSecret: string) {
  const box = createSecretBox(appSecret, 'totp-secret');
  const context = (clientId: number, userId: number) => `totp:${clientId}:${userId}`;
  return {
    seal: (secret: string, clientId: number, userId: number) =>
      box.seal(secret, context(clientId, userId)),
    open: (sealed: string, clientId: number, userId: number) =>
      box.open(sealed, context(clientId, userId)),
  };
}
