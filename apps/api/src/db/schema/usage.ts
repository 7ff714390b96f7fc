import type { ColumnType } from 'kysely';
import type { Defaulted } from './columns.ts';

/** Usage metering (2026-11-23T0500_usage_metering); metrics in contracts/consumption/metrics. */

/** A bigint counter: read as a number (pool.ts parses int8). */
type Counter = ColumnType<number, number | undefined, number>;

export type TUsageMetric =
  'messages' | 'api_calls' | 'bandwidth_bytes' | 'contacts' | 'storage_bytes' | 'database_bytes';

/** One counter per client, day, metric, channel and department (0 = none). */
export interface UsageDailyTable {
  client_id: number;
  day: ColumnType<string, string, string>;
  metric: TUsageMetric;
  channel_id: Defaulted<number>;
  department_id: Defaulted<number>;
  quantity: Counter;
  last_updated_at: Defaulted<Date>;
}

/** Messages of one communication in one month (month = its first day). */
export interface UsageCommunicationMonthsTable {
  client_id: number;
  month: ColumnType<string, string, string>;
  channel_id: number;
  communication_id: number;
  department_id: Defaulted<number>;
  messages: Counter;
  last_updated_at: Defaulted<Date>;
}

/** Global: how far the message fold has counted. */
export interface UsageMeterStateTable {
  name: string;
  watermark: ColumnType<Date, Date | string, Date | string>;
}

/** Each 80% / 100% notice of a month, raised once. */
export interface UsageThresholdsTable {
  client_id: number;
  period: string;
  limit_key: string;
  threshold: 80 | 100;
  raised_at: Defaulted<Date>;
}
