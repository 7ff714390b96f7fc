import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp } from './columns.ts';
import type { TTopicChoiceSource } from '@resonate/contracts/subscriptions/topics';

/** Subscription topics and the preference centre (2026-11-29T0600_subscription_topics). */

export interface SubscriptionTopicsTable {
  client_id: number;
  id: Generated<number>;
  channel_id: number;
  name: string;
  description: Defaulted<string>;
  default_subscribed: boolean;
  archived_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Where a contact's choice of a topic was made. */
export type { TTopicChoiceSource };

/** A contact's explicit choice of a topic; without a row the topic's default applies. */
export interface ContactTopicSubscriptionsTable {
  client_id: number;
  contact_id: number;
  topic_id: number;
  subscribed: boolean;
  source: TTopicChoiceSource;
  changed_at: ColumnType<Date, Date | undefined, Date>;
}

/** The brand of a client's hosted preference page. */
export interface PreferenceCentresTable {
  client_id: number;
  brand_name: Defaulted<string>;
  brand_color: Defaulted<string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
