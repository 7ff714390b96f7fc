import type { FastifyInstance } from 'fastify';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';

/** What the single sign-on use cases need from the app; routes pass `app` itself. */
export type TSsoDeps = Pick<FastifyInstance, 'db' | 'config' | 'loginKey' | 'mailer' | 'log'>;

/** Identity providers are reached through the outbound guard; private hosts in dev/tests only. */
export function providerPolicy(deps: Pick<TSsoDeps, 'config'>): TOutboundPolicy {
  return { allowPrivate: deps.config.allowPrivateIdentityProviders };
}

/**
 * Where providers send the browser back: the login page, which hands the answer to
 * VerifyAuthorizationCode. The admin registers exactly this URI at the provider.
 */
export function redirectUriOf(deps: Pick<TSsoDeps, 'config'>): string {
  return `${deps.config.publicUrl}/`;
}
