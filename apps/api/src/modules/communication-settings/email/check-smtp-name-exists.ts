import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TEmailDeps } from './deps.ts';
import { smtpFromMailExists } from './repositories/smtp-domains-repository.ts';

/**
 * POST CommunicationSetting/CheckSMTPNameExists: whether a from address is already used by one
 * of the client's domains (the spec names the check only; the "name" is the from mail here).
 */
export async function checkSmtpNameExists(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: { clientId: number; fromMail: string },
): Promise<boolean> {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    smtpFromMailExists(trx, body.fromMail),
  );
}
