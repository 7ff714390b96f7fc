import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;

/** Every static list the contact is a member of (the page shows the latest few only). */
export function listAllMemberships(trx: TTrx, contactId: number) {
  return trx
    .selectFrom('audience_list_members as m')
    .innerJoin('audience_lists as l', (join) =>
      join.onRef('l.client_id', '=', 'm.client_id').onRef('l.id', '=', 'm.list_id'),
    )
    .select(['l.id', 'l.name', 'l.kind', 'm.added_at'])
    .where('m.contact_id', '=', contactId)
    .orderBy('m.added_at')
    .orderBy('l.id')
    .execute();
}

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
