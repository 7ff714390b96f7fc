import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp } from './columns.ts';

/** Mobile push templates, devices, goals and broadcasts (migration 2026-11-22T2230). */

type Json<T> = ColumnType<T, T | string | undefined, T | string>;
type Numeric = ColumnType<
  string | null,
  number | string | null | undefined,
  number | string | null
>;

/** Columns 2230 adds to mobile_push_apps (schema.ts joins them to MobilePushAppsTable). */
export interface MobilePushAppExtraColumns {
  /** Public: it ships inside the app; null until encoded. */
  app_key: string | null;
  fcm_project_id: Defaulted<string>;
  fcm_service_account_sealed: string | null;
  apns_environment: Defaulted<'production' | 'sandbox'>;
}

export interface MobilePushTemplatesTable {
  client_id: number;
  id: Generated<number>;
  app_id: number;
  name: string;
  language: string;
  title: string;
  body: string;
  image_url: Defaulted<string>;
  deep_link: Defaulted<string>;
  data: Json<Record<string, string>>;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export interface MobilePushDevicesTable {
  client_id: number;
  id: Generated<number>;
  app_id: number;
  token: string;
  platform: 'android' | 'ios';
  app_version: Defaulted<string>;
  os_version: Defaulted<string>;
  device_model: Defaulted<string>;
  language: Defaulted<string>;
  passport_id: Generated<string>;
  created_at: CreatedAt;
  last_seen_at: Defaulted<Date>;
  /** Set when the push service said the token is gone, or the app unregistered it. */
  disabled_at: NullableTimestamp;
}

export interface MobilePushGoalsTable {
  client_id: number;
  id: Generated<number>;
  app_id: number;
  name: string;
  goal_type: 'screen_view' | 'event' | 'purchase' | 'deep_link_open';
  match: 'equals' | 'contains' | 'starts_with';
  target: string;
  value: Numeric;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export type TStoredPushMessage = {
  title: string;
  body: string;
  imageUrl: string;
  deepLink: string;
  data: Record<string, string>;
};

export interface MobilePushBroadcastsTable {
  client_id: number;
  id: Generated<number>;
  app_id: number;
  template_name: string | null;
  message: ColumnType<TStoredPushMessage | null, string | null, string | null>;
  title: string;
  platform: 'android' | 'ios' | null;
  status: Defaulted<'queued' | 'running' | 'completed' | 'failed'>;
  total: Defaulted<number>;
  sent: Defaulted<number>;
  failed: Defaulted<number>;
  api_key_id: number | null;
  error: string | null;
  created_at: CreatedAt;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}
