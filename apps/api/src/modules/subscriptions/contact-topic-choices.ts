import type { Transaction } from 'kysely';
import type { TContactDataTopic } from '@resonate/contracts/audience/contact-data';
import { channelName } from '@resonate/contracts/channels';
import type { DB } from '#/db/schema.ts';

/**
 * The contact's explicit topic choices for their data export (GDPR art. 15): each with where
 * and when it was made, archived topics included (the choice is still held). Topics they never
 * chose are left out: nothing is held about them for this person.
 */
export async function contactTopicChoices(
  trx: Transaction<DB>,
  clientId: number,
  contactId: number,
): Promise<TContactDataTopic[]> {
  const rows = await trx
    .selectFrom('contact_topic_subscriptions as s')
    .innerJoin('subscription_topics as t', (join) =>
      join.onRef('t.client_id', '=', 's.client_id').onRef('t.id', '=', 's.topic_id'),
    )
    .select(['t.id', 't.name', 't.channel_id', 't.archived_at', 's.subscribed', 's.source'])
    .select('s.changed_at')
    .where('s.client_id', '=', clientId)
    .where('s.contact_id', '=', contactId)
    .orderBy('t.channel_id')
    .orderBy('t.name')
    .execute();
  return rows.map((row) => ({
    topicId: Number(row.id),
    name: row.name,
    channelId: row.channel_id,
    channel: channelName(row.channel_id) ?? null,
    subscribed: row.subscribed,
    source: row.source,
    changedAt: new Date(row.changed_at).toISOString(),
    archived: row.archived_at !== null,
  }));
}
