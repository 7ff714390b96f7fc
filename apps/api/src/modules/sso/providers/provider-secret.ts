import { createSecretBox, type TSecretBox } from '#/crypto/secret-box.ts';

/** Client secrets of identity providers, sealed under their own key and bound to the tenant. */
export function providerSecretBox(appSecret: string): TSecretBox {
  return createSecretBox(appSecret, 'identity-providers');
}

export function secretContext(clientId: number): string {
  return `identity-provider:${clientId}`;
}
