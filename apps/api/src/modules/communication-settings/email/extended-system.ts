import { withTenant } from '#/db/tenant.ts';
import type { SmtpSettingsTable } from '#/db/schema.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, ownClientAdmin, type TEmailDeps } from './deps.ts';
import { findSmtpSettings, saveSmtpSettings } from './repositories/smtp-settings-repository.ts';

type TExtended = SmtpSettingsTable['extended_system']['__select__'];
const DEFAULTS: TExtended = {
  trackOpens: true,
  trackClicks: true,
  listUnsubscribeHeader: true,
  replyToMail: '',
};

/** The options the email sender applies (defaults until an admin saves them). */
export async function extendedSystemOf(
  deps: Pick<TEmailDeps, 'db'>,
  clientId: number,
): Promise<TExtended> {
  const row = await withTenant(deps.db, { clientId }, (trx) => findSmtpSettings(trx));
  return { ...DEFAULTS, ...row?.extended_system };
}

/** POST CommunicationSetting/GetExtendedSystem: tracking and header options for sending. */
export async function getExtendedSystem(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TExtended> {
  ownClient(auth, body);
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    findSmtpSettings(trx),
  );
  return row?.extended_system ?? DEFAULTS;
}

/** POST CommunicationSetting/UpsertExtendedSystem (account admins). */
export async function upsertExtendedSystem(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: TExtended & { clientId: number },
): Promise<TExtended> {
  ownClientAdmin(auth, body);
  const { clientId: _clientId, ...values } = body;
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    saveSmtpSettings(trx, auth.clientId, { extended_system: values }),
  );
  return row.extended_system;
}
