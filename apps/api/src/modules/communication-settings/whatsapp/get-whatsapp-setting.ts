import type { TWhatsAppSetting } from '@resonate/contracts/communication-settings/whatsapp';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TChannelDeps } from '../channel-common/scope.ts';
import { findWhatsAppRow } from './whatsapp-repository.ts';
import { toWhatsAppSetting } from './whatsapp-view.ts';

/** POST CommunicationSetting/GetWhatsAppSetting: the settings, or null before the first save. */
export async function getWhatsAppSetting(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TWhatsAppSetting | null> {
  ownClient(auth, body);
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) => findWhatsAppRow(trx));
  return row ? toWhatsAppSetting(row) : null;
}
