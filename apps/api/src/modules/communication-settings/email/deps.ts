import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { SMTP_MSG } from '@resonate/contracts/communication-settings/email';
import { createSecretBox, type TSecretBox } from '#/crypto/secret-box.ts';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TDnsResolver } from '#/net/dns-resolver.ts';
import type { TAppConfig } from '#/secrets.ts';

/** What the email-settings use cases need; the app instance (plus a resolver) satisfies it. */
export type TEmailDeps = {
  db: Kysely<DB>;
  config: TAppConfig;
  log: FastifyBaseLogger;
  /** Replaced in tests: there is no internet here. */
  dns?: TDnsResolver;
};

export function channelPolicy(
  config: Pick<TAppConfig, 'allowPrivateChannelHosts'>,
): TOutboundPolicy {
  return { allowPrivate: config.allowPrivateChannelHosts };
}

/** SMTP password and DKIM private keys: sealed, bound to their client. */
export const smtpSecretBox = (appSecret: string): TSecretBox =>
  createSecretBox(appSecret, 'smtp-settings');
export const smtpSecretContext = (clientId: number, what: string) => `smtp:${clientId}:${what}`;

/** The body names a client (as the spec's payloads do): a claim, so it must be the caller's. */
export function ownClient(auth: TAuthContext, body: { clientId: number }): void {
  if (body.clientId !== auth.clientId) throw new AppError('FORBIDDEN', SMTP_MSG.notYourClient);
}

/** Sending servers and domains speak for the whole account: only its admins change them. */
export function ownClientAdmin(auth: TAuthContext, body: { clientId: number }): void {
  ownClient(auth, body);
  if (!auth.isAccountAdmin) throw new AppError('FORBIDDEN', SMTP_MSG.notAdmin);
}
