import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted } from './columns.ts';

/** Web push subscriptions and goals (migration 2026-11-22T2220_web_push_extras). */

/** numeric arrives as a string from pg. */
type Numeric = ColumnType<
  string | null,
  number | string | null | undefined,
  number | string | null
>;

/** One browser subscribed to a client's site; linked contacts also have an identity row. */
export interface WebPushSubscriptionsTable {
  client_id: number;
  id: Generated<number>;
  domain: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  passport_id: Generated<string>;
  user_agent: Defaulted<string>;
  created_at: CreatedAt;
  last_seen_at: Defaulted<Date>;
}

/** A conversion goal: a URL visited or a custom event, with an optional value. */
export interface WebPushGoalsTable {
  client_id: number;
  id: Generated<number>;
  name: string;
  kind: 'url' | 'event';
  match: 'equals' | 'contains' | 'starts_with';
  target: string;
  value: Numeric;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}
