import type { FastifyInstance } from 'fastify';
import { createSecretBox, type TSecretBox } from '#/crypto/secret-box.ts';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';

/** What the Active Directory use cases need; routes pass `app` itself. */
export type TAdDeps = Pick<FastifyInstance, 'db' | 'config' | 'log'>;

/** Private hosts and plain ldap:// only where the operator allowed them (config flag). */
export function ldapPolicy(config: TAdDeps['config']): TOutboundPolicy {
  return { allowPrivate: config.allowPrivateLdapHosts };
}

/** The service account's password: sealed, bound to its client. */
export const adSecretBox = (appSecret: string): TSecretBox =>
  createSecretBox(appSecret, 'ad-directories');
export const bindPasswordContext = (clientId: number) => `ad:${clientId}:bind-password`;
