import type { TSmtpClientSetting } from '@resonate/contracts/communication-settings/email';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TEmailDeps } from './deps.ts';
import { findSmtpSettings } from './repositories/smtp-settings-repository.ts';
import { toSmtpClientSetting } from './smtp-setting-view.ts';

/** POST CommunicationSetting/GetSMTPClientSetting: null until the server is first saved. */
export async function getSmtpClientSetting(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TSmtpClientSetting | null> {
  ownClient(auth, body);
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    findSmtpSettings(trx),
  );
  return row?.configured ? toSmtpClientSetting(row) : null;
}
