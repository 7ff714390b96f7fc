import { withTenant } from '#/db/tenant.ts';
import type { SmtpSettingsTable } from '#/db/schema.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, ownClientAdmin, type TEmailDeps } from './deps.ts';
import { findSmtpSettings, saveSmtpSettings } from './repositories/smtp-settings-repository.ts';

type THousing = SmtpSettingsTable['housing']['__select__'];
const DEFAULT_HOUSING: THousing = { housingType: 'shared_pool', ipAddress: '' };

/** POST CommunicationSetting/GetSMTPHousing: where the client's mail is sent from. */
export async function getSmtpHousing(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<THousing> {
  ownClient(auth, body);
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    findSmtpSettings(trx),
  );
  return row?.housing ?? DEFAULT_HOUSING;
}

/** POST CommunicationSetting/UpsertSMTPHousing (account admins). */
export async function upsertSmtpHousing(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: THousing & { clientId: number },
): Promise<THousing> {
  ownClientAdmin(auth, body);
  const housing = { housingType: body.housingType, ipAddress: body.ipAddress };
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    saveSmtpSettings(trx, auth.clientId, { housing }),
  );
  return row.housing;
}
