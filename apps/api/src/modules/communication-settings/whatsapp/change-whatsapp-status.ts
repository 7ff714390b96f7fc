import {
  WA_MSG,
  waFieldsOf,
  type TWhatsAppSetting,
} from '@resonate/contracts/communication-settings/whatsapp';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertFresh, ownClientAdmin, type TChannelDeps } from '../channel-common/scope.ts';
import { missingSecrets } from './upsert-whatsapp-setting.ts';
import { findWhatsAppRow, updateWhatsAppRow, type TWhatsAppRow } from './whatsapp-repository.ts';
import { toWhatsAppSetting } from './whatsapp-view.ts';

/**
 * POST CommunicationSetting/WhatsappStatusChange (account admins): enables or disables the
 * channel. Enabling needs saved, complete settings: a half-configured sender would fail every
 * message. Disabling is always allowed.
 */
export async function changeWhatsAppStatus(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; enabled: boolean; updatedAt: string },
): Promise<TWhatsAppSetting> {
  ownClientAdmin(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await findWhatsAppRow(trx, true);
    if (!row) throw new AppError('BAD_REQUEST', WA_MSG.notConfigured);
    assertFresh(body.updatedAt, row.updated_at);
    if (body.enabled && !isComplete(row)) throw new AppError('BAD_REQUEST', WA_MSG.incomplete);
    return toWhatsAppSetting(await updateWhatsAppRow(trx, { enabled: body.enabled }));
  });
}

/** Every field and secret the provider needs is saved. */
export function isComplete(row: TWhatsAppRow): boolean {
  const fields = waFieldsOf(row.provider);
  if (fields.length === 0) return false;
  if (fields.includes('phoneNumberId') && !row.phone_number_id) return false;
  if (fields.includes('businessAccountId') && !row.business_account_id) return false;
  return Object.keys(missingSecrets(row)).length === 0;
}
