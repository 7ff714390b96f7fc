import type { Generated, Selectable } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp, Defaulted } from './columns.ts';

/** Preferences: notifications, profile changes, IP whitelist, API keys and webhooks. */

/** A user's delivery choice for one event type; no row means the default (contracts). */
export interface NotificationSettingsTable {
  client_id: number;
  user_id: number;
  notification_type_id: number;
  in_app: boolean;
  email: boolean;
  updated_at: Defaulted<Date>;
}

export interface NotificationsTable {
  client_id: number;
  id: Generated<number>;
  user_id: number;
  department_id: number | null;
  notification_type_id: number;
  event_name: string;
  details: Defaulted<Record<string, unknown>>;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
}

export type TNotification = Selectable<NotificationsTable>;

/** A pending change of a user's mobile number, confirmed by a code sent to the new number. */
export interface MobileChangeChallengesTable {
  client_id: number;
  id: Generated<string>;
  user_id: number;
  country_code: string;
  mobile_number: string;
  code_hash: Buffer;
  attempts: Defaulted<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Data exchange (2026-11-22T2020_data_exchange): API keys, webhooks and their delivery log. */
export interface ApiKeysTable {
  client_id: number;
  id: Generated<number>;
  name: string;
  prefix: string;
  secret_hash: Buffer;
  scopes: string[];
  created_by: number | null;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface WebhooksTable {
  client_id: number;
  id: Generated<number>;
  url: string;
  events: string[];
  active: Defaulted<boolean>;
  secret_sealed: string;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export interface WebhookDeliveriesTable {
  client_id: number;
  id: Generated<string>;
  webhook_id: number;
  event_id: string;
  event_type: string;
  body: string;
  status: Defaulted<'pending' | 'succeeded' | 'failed' | 'retrying'>;
  attempts: Defaulted<number>;
  response_status: number | null;
  response_time_ms: number | null;
  error: string | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
  next_attempt_at: NullableTimestamp;
}

/** The addresses a client's users may sign in and call the API from (empty: any address). */
export interface IpWhitelistTable {
  client_id: number;
  id: Generated<number>;
  ip_address: string;
  description: Defaulted<string>;
  updated_at: Defaulted<Date>;
}
