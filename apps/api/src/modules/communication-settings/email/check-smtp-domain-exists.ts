import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TEmailDeps } from './deps.ts';
import { smtpDomainExists } from './repositories/smtp-domains-repository.ts';

/** POST CommunicationSetting/CheckSMTPDomainExists: the add form warns before saving. */
export async function checkSmtpDomainExists(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: { clientId: number; domainName: string },
): Promise<boolean> {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    smtpDomainExists(trx, body.domainName),
  );
}
