import { createSecretBox, type TSecretBox } from '#/crypto/secret-box.ts';

/** Connector credentials, sealed per client, connector and field (a copy elsewhere won't open). */
export function connectorSecretBox(appSecret: string): TSecretBox {
  return createSecretBox(appSecret, 'connectors');
}

export const connectorSecretContext = (clientId: number, key: string, field: string) =>
  `connector:${clientId}:${key}:${field}`;
