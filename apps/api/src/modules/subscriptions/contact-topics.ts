import { sql, type Transaction } from 'kysely';
import type { DB, TTopicChoiceSource } from '#/db/schema.ts';

/** A topic in use as one contact receives it. */
export type TContactTopic = {
  topicId: number;
  channelId: number;
  name: string;
  description: string;
  /** Their explicit choice, else the topic's default. */
  subscribed: boolean;
  /** They chose (false: the default applies). */
  chosen: boolean;
};

/** The topics in use, by channel and name, with what this contact receives of each. */
export async function contactTopicsOf(
  trx: Transaction<DB>,
  clientId: number,
  contactId: number,
): Promise<TContactTopic[]> {
  const rows = await trx
    .selectFrom('subscription_topics as t')
    .leftJoin('contact_topic_subscriptions as s', (join) =>
      join
        .onRef('s.client_id', '=', 't.client_id')
        .onRef('s.topic_id', '=', 't.id')
        .on('s.contact_id', '=', contactId),
    )
    .select([
      't.id',
      't.channel_id',
      't.name',
      't.description',
      sql<boolean>`coalesce(s.subscribed, t.default_subscribed)`.as('subscribed'),
      sql<boolean>`s.subscribed is not null`.as('chosen'),
    ])
    .where('t.client_id', '=', clientId)
    .where('t.archived_at', 'is', null)
    .orderBy('t.channel_id')
    .orderBy('t.name')
    .execute();
  return rows.map((row) => ({
    topicId: row.id,
    channelId: row.channel_id,
    name: row.name,
    description: row.description,
    subscribed: row.subscribed,
    chosen: row.chosen,
  }));
}

/**
 * Records the contact's choice of each topic `shown` (in use): `wanted` holds those they
 * receive. Every topic shown becomes an explicit choice (a later change of a default no longer moves it); a
 * row's time and source change only when its answer does. Answers the topics whose answer
 * changed, for the contact's timeline.
 */
export async function chooseContactTopics(
  trx: Transaction<DB>,
  clientId: number,
  contactId: number,
  choice: { shown: ReadonlySet<number>; wanted: ReadonlySet<number> },
  source: TTopicChoiceSource,
  now: Date,
): Promise<{ name: string; channelId: number; subscribed: boolean }[]> {
  const { shown, wanted } = choice;
  const topics = (await contactTopicsOf(trx, clientId, contactId)).filter((topic) =>
    shown.has(topic.topicId),
  );
  const values = topics
    .filter((topic) => !topic.chosen || topic.subscribed !== wanted.has(topic.topicId))
    .map((topic) => ({
      client_id: clientId,
      contact_id: contactId,
      topic_id: topic.topicId,
      subscribed: wanted.has(topic.topicId),
      source,
      changed_at: now,
    }));
  if (values.length > 0) {
    await trx
      .insertInto('contact_topic_subscriptions')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['client_id', 'contact_id', 'topic_id']).doUpdateSet((eb) => ({
          subscribed: eb.ref('excluded.subscribed'),
          source: eb.ref('excluded.source'),
          changed_at: eb.ref('excluded.changed_at'),
        })),
      )
      .execute();
  }
  return topics
    .filter((topic) => topic.subscribed !== wanted.has(topic.topicId))
    .map((topic) => ({
      name: topic.name,
      channelId: topic.channelId,
      subscribed: wanted.has(topic.topicId),
    }));
}
