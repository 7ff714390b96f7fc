import { SMTP_MSG } from '@resonate/contracts/communication-settings/email';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClientAdmin, type TEmailDeps } from './deps.ts';
import { deleteSmtpDomainRow } from './repositories/smtp-domains-repository.ts';

/** POST CommunicationSetting/DeleteSMTPDomain (account admins). Another client's id: 404. */
export async function deleteSmtpDomain(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: { clientId: number; domainId: number },
): Promise<void> {
  ownClientAdmin(auth, body);
  const deleted = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    deleteSmtpDomainRow(trx, body.domainId),
  );
  if (!deleted) throw new AppError('NOT_FOUND', SMTP_MSG.domainNotFound);
}
