import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp } from './columns.ts';

/** Campaign and event data (issue 8): communications, messages, rollups, web analytics sites. */

/** jsonb written as a JSON string or object, read as the parsed value. */
type Json<T> = ColumnType<T, T | string | undefined, T | string>;
/** numeric arrives as a string from pg (exact); written as a number or string. */
type Decimal = ColumnType<string, number | string | undefined, number | string>;
type NullableDecimal = ColumnType<
  string | null,
  number | string | null | undefined,
  number | string | null
>;
/** A bigint counter: read as a number (pool.ts parses int8). */
type Counter = ColumnType<number, number | undefined, number>;

/** A campaign on one channel; status is a code 1-20 (contracts/campaigns/communication-status). */
export interface CommunicationsTable {
  client_id: number;
  id: Generated<number>;
  department_id: number | null;
  name: string;
  channel_id: number;
  status: number;
  audience: Json<Record<string, unknown>>;
  audience_size: Counter;
  scheduled_at: NullableTimestamp;
  started_at: NullableTimestamp;
  /** When the current run started: the created_at of its messages (their month partition). */
  run_started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  budget: NullableDecimal;
  cost: Decimal;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
  archived_at: NullableTimestamp;
  /** Issue 9 (2026-11-23T0400_communications); shapes in contracts/campaigns/communications. */
  template_id: number | null;
  content: Json<Record<string, unknown>>;
  /** Which account of the channel sends (vmsSettingId, webhookId, fromName, replyTo). */
  sender: Json<Record<string, unknown>>;
  schedule: Json<Record<string, unknown>>;
  /** Messages per minute for this communication; 0 = only the channel's own limits. */
  throttle_per_minute: Defaulted<number>;
  send_window: ColumnType<unknown, unknown, unknown>;
  frequency_cap: ColumnType<unknown, unknown, unknown>;
  approver_ids: Defaulted<number[]>;
  submitted_at: NullableTimestamp;
  approved_at: NullableTimestamp;
  decided_by: number | null;
  decision_note: string | null;
  /** Runs started so far (a recurring communication sends once per run). */
  run_no: Defaulted<number>;
  /** When the scheduler starts the next run; null when none is due. */
  next_run_at: NullableTimestamp;
  estimated_cost_minor: Counter;
  last_error: string | null;
}

export type TMessageStatus =
  'queued' | 'sending' | 'sent' | 'delivered' | 'failed' | 'bounced' | 'suppressed';

/** One recipient of one communication: recorded before the adapter is called, marked after. */
export interface MessagesTable {
  client_id: number;
  id: Generated<number>;
  communication_id: number;
  passport_id: string;
  channel_id: number;
  address: string | null;
  status: Defaulted<TMessageStatus>;
  provider_message_id: string | null;
  attempts: Defaulted<number>;
  error: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  updated_at: Defaulted<Date>;
  /** Issue 9: the run of the communication this message belongs to (1 for a one-off). */
  run_no: Defaulted<number>;
  delivered_at: NullableTimestamp;
  /** First open and first click, so opens and clicks count once per message in the rollups. */
  opened_at: NullableTimestamp;
  clicked_at: NullableTimestamp;
  /** A failed attempt's retry time (backoff); null when none is due. */
  next_attempt_at: NullableTimestamp;
}

/** Funnel counts and money per client, day, department, communication and channel (0 = none). */
export interface EventRollupsTable {
  client_id: number;
  day: ColumnType<string, string, string>;
  department_id: Defaulted<number>;
  communication_id: Defaulted<number>;
  channel_id: Defaulted<number>;
  sent: Counter;
  delivered: Counter;
  opened: Counter;
  clicked: Counter;
  bounced: Counter;
  unsubscribed: Counter;
  complained: Counter;
  converted: Counter;
  leads: Counter;
  page_views: Counter;
  revenue: Decimal;
  cost: Decimal;
  /** Sum of seconds from the send to the conversion, over timed_conversions conversions. */
  conversion_seconds: Counter;
  timed_conversions: Counter;
}

export interface LeadSourceRollupsTable {
  client_id: number;
  day: ColumnType<string, string, string>;
  department_id: Defaulted<number>;
  lead_source: string;
  leads: Counter;
}

/** Per person: recency and frequency of engagement, conversions and revenue so far. */
export interface ContactEngagementTable {
  client_id: number;
  passport_id: string;
  last_engaged_at: ColumnType<Date, Date | string, Date | string>;
  engagements: Counter;
  conversions: Counter;
  revenue: Decimal;
  /** The values the last upsert replaced (write-events.ts keepPrevious); null: never updated. */
  previous_last_engaged_at: Date | null;
  previous_engagements: Counter | null;
}

/** People by the day of their last engagement and frequency band ('once', 'few', 'often'). */
export interface EngagementRollupsTable {
  client_id: number;
  last_day: ColumnType<string, string, string>;
  frequency_band: 'once' | 'few' | 'often';
  contacts: Counter;
}

/** A website using the web analytics snippet, found by its public site key. */
export interface AnalyticsSitesTable {
  client_id: number;
  id: Generated<number>;
  site_key: string;
  name: string;
  domains: Defaulted<string[]>;
  created_at: CreatedAt;
}

/** A browser before sign-in: its own passport id until an identify event merges it. */
export interface AnonymousVisitorsTable {
  client_id: number;
  anonymous_id: string;
  passport_id: Generated<string>;
  merged_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Columns issue 8 adds to contact_events. */
export interface ContactEventCampaignColumns {
  department_id: number | null;
  /** numeric(14,4): what the send cost. */
  cost: NullableDecimal;
  properties: ColumnType<
    Record<string, unknown> | null,
    Record<string, unknown> | string | null | undefined,
    Record<string, unknown> | string | null
  >;
}
