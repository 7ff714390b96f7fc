import { sql, type RawBuilder } from 'kysely';
import type { TFrequencyCap } from '@resonate/contracts/campaigns/communications';

/**
 * The person (`passportId`, a column of the caller's query) has reached the frequency cap on the
 * channel: as many sent or delivered messages within the cap's days. One expression for the
 * expansion and the claim, so the two cannot disagree. False when there is no cap.
 */
export function frequencyCappedSql(
  clientId: number,
  channelId: number,
  frequencyCap: TFrequencyCap | null,
  passportId: RawBuilder<string>,
): RawBuilder<boolean> {
  if (!frequencyCap) return sql<boolean>`false`;
  return sql<boolean>`(select count(*) from messages p where p.client_id = ${clientId}
    and p.passport_id = ${passportId} and p.channel_id = ${channelId}
    and p.status in ('sent', 'delivered')
    and p.sent_at > now() - make_interval(days => ${frequencyCap.days})) >= ${frequencyCap.max}`;
}
