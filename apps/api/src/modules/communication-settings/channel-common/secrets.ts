import { MASKED_SECRET } from '@resonate/contracts/communication-settings/channel-common';
import { createSecretBox, type TSecretBox } from '#/crypto/secret-box.ts';

/**
 * Provider credentials must be read back to send, so they are sealed (AES-256-GCM under a key
 * derived from APP_SECRET), each bound to its client and column: a ciphertext copied to another
 * tenant's row or another field no longer opens.
 */
export function channelSecretBox(appSecret: string): TSecretBox {
  return createSecretBox(appSecret, 'channel-settings');
}

export const secretContext = (clientId: number, field: string) => `channel:${clientId}:${field}`;

/** What a response carries for a secret column: a fixed mask when set, never the value. */
export function masked(sealed: string | null | undefined): string | null {
  return sealed ? MASKED_SECRET : null;
}

/** A newly typed secret sealed, or the stored ciphertext kept when the field was left empty. */
export function sealOrKeep(
  box: TSecretBox,
  typed: string | undefined,
  stored: string | null | undefined,
  context: string,
): string | null {
  return typed ? box.seal(typed, context) : (stored ?? null);
}
