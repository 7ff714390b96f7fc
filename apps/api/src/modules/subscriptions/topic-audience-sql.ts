import { sql, type RawBuilder } from 'kysely';

/**
 * The contact `c` does not receive the communication's topic: their explicit choice says so, or
 * they never chose and the topic's default is "unsubscribed". Without a topic nobody is left
 * out. SQL for the audience query over `contacts c` (count and expansion alike); the default is
 * one lookup for the statement, the choice one primary-key probe per contact.
 */
export function topicUnsubscribedSql(
  clientId: number,
  topicId: number | null | undefined,
): RawBuilder<boolean> {
  if (topicId === null || topicId === undefined) return sql<boolean>`false`;
  return sql<boolean>`not coalesce(
    (select s.subscribed from contact_topic_subscriptions s
      where s.client_id = ${clientId} and s.contact_id = c.id and s.topic_id = ${topicId}),
    (select t.default_subscribed from subscription_topics t
      where t.client_id = ${clientId} and t.id = ${topicId}),
    false)`;
}
