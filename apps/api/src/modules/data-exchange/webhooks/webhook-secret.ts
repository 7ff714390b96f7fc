import { randomBytes } from 'node:crypto';
import { createSecretBox, type TSecretBox } from '#/crypto/secret-box.ts';

/**
 * Signing secrets must be read back to sign every delivery, so unlike API keys they cannot be
 * hashed: they are sealed (AES-256-GCM, key from APP_SECRET) and bound to their client.
 */
export function webhookSecretBox(appSecret: string): TSecretBox {
  return createSecretBox(appSecret, 'webhook-secret');
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export const secretContext = (clientId: number) => `webhook:${clientId}`;
