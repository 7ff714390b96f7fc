import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;

/** One page of the person's events in the order they were recorded, after event id `afterId`. */
export function listEventsPage(trx: TTrx, passportId: string, afterId: number, limit: number) {
  return trx
    .selectFrom('contact_events')
    .select(['id', 'type', 'channel_id', 'communication_id', 'revenue', 'lead_source'])
    .select('occurred_at')
    .where('passport_id', '=', passportId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
