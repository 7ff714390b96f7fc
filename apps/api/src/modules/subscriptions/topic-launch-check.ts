import type { Transaction } from 'kysely';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { TOPIC_MSG } from '@resonate/contracts/subscriptions/topics';
import type { DB } from '#/db/schema.ts';

/**
 * What is wrong with the topic a communication names, keyed `audience.topicId`: it must exist,
 * be in use and belong to the communication's channel. No topic: nothing to check.
 */
export async function topicProblems(
  trx: Transaction<DB>,
  clientId: number,
  channelId: number,
  topicId: number | null | undefined,
): Promise<TFieldErrors> {
  if (topicId === null || topicId === undefined) return {};
  const topic = await trx
    .selectFrom('subscription_topics')
    .select(['channel_id', 'archived_at'])
    .where('client_id', '=', clientId)
    .where('id', '=', topicId)
    .executeTakeFirst();
  const key = 'audience.topicId';
  if (!topic) return { [key]: TOPIC_MSG.notFound };
  if (topic.archived_at !== null) return { [key]: TOPIC_MSG.topicArchived };
  if (topic.channel_id !== channelId) return { [key]: TOPIC_MSG.topicOtherChannel };
  return {};
}
