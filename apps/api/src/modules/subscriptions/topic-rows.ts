import type { Selectable } from 'kysely';
import type { TTopic } from '@resonate/contracts/subscriptions/topics';
import type { SubscriptionTopicsTable } from '#/db/schema.ts';

export type TTopicRow = Selectable<SubscriptionTopicsTable>;

export function toTopic(row: TTopicRow): TTopic {
  return {
    topicId: row.id,
    channelId: row.channel_id,
    name: row.name,
    description: row.description,
    defaultSubscribed: row.default_subscribed,
    archived: row.archived_at !== null,
  };
}
