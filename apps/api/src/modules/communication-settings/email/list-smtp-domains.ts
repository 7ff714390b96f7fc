import type { TSmtpDomain } from '@resonate/contracts/communication-settings/email';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TEmailDeps } from './deps.ts';
import { listSmtpDomainRows } from './repositories/smtp-domains-repository.ts';
import { toSmtpDomain } from './smtp-setting-view.ts';

/** POST CommunicationSetting/GetSMTPDomainSetting: the client's domains with their records. */
export async function listSmtpDomains(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TSmtpDomain[]> {
  ownClient(auth, body);
  const rows = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    listSmtpDomainRows(trx),
  );
  return rows.map((row) => toSmtpDomain(row, deps.config));
}
