import { sql, type RawBuilder } from 'kysely';
import { WA_WINDOW_HOURS } from '@resonate/contracts/communication-settings/whatsapp-templates';

/**
 * The address has not written to the client on WhatsApp within the last 24 hours (or never):
 * free-form text may not go to it, only an approved template. The inbound webhook records the
 * last inbound message per number (whatsapp_inbound).
 */
export function outsideWhatsAppWindowSql(
  clientId: number,
  address: RawBuilder<string | null>,
): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from whatsapp_inbound w
    where w.client_id = ${clientId} and w.address = ${address}
      and w.last_inbound_at > now() - make_interval(hours => ${WA_WINDOW_HOURS}))`;
}
