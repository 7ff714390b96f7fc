import { sql, type RawBuilder } from 'kysely';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';

/**
 * The contact `c` waits for their email address to be confirmed (double opt-in): until then no
 * email reaches them except the confirmation itself. Other channels are not about the address
 * confirmed, so they are not held back. For the audience SQL (communications/audience).
 */
export function pendingOptInSql(channelId: number): RawBuilder<boolean> {
  if (channelId !== CHANNEL_IDS_BY_NAME.email) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from contact_opt_ins o
    where o.client_id = c.client_id and o.contact_id = c.id and o.status = 'pending')`;
}
