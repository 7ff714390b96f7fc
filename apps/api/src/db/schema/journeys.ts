import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp, Timestamp } from './columns.ts';

/** Journeys (issue 10): migration 2026-11-23T0620_journeys. */

type Json<T> = ColumnType<T, T | string | undefined, T | string>;
type Counter = ColumnType<number, number | undefined, number>;

export type TJourneyStatusColumn = 'draft' | 'active' | 'paused' | 'archived';
export type TJourneyEntryState = 'active' | 'waiting' | 'finished' | 'exited';

export interface JourneysTable {
  client_id: number;
  id: Generated<number>;
  department_id: number | null;
  name: string;
  status: Defaulted<TJourneyStatusColumn>;
  graph: Json<unknown>;
  reentry: Json<unknown>;
  version: Defaulted<number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
  activated_at: NullableTimestamp;
  archived_at: NullableTimestamp;
  event_watermark: Counter;
  join_watermark: NullableTimestamp;
  date_watermark: ColumnType<string | null, string | null | undefined, string | null>;
  cohort_enrolled_at: NullableTimestamp;
}

export interface JourneyEntriesTable {
  client_id: number;
  journey_id: number;
  id: Generated<number>;
  contact_id: number;
  passport_id: string;
  entry_no: number;
  node_id: string;
  state: Defaulted<TJourneyEntryState>;
  wake_at: NullableTimestamp;
  entered_at: Timestamp;
  updated_at: Defaulted<Date>;
  finished_at: NullableTimestamp;
  exit_reason: string | null;
  trigger_key: string;
}

export interface JourneyNodeCountsTable {
  client_id: number;
  journey_id: number;
  node_id: string;
  entered: Counter;
  current: Counter;
}

export interface JourneySendNodesTable {
  client_id: number;
  journey_id: number;
  node_id: string;
  communication_id: number;
}

/** The column the journeys migration adds to communications. */
export interface CommunicationJourneyColumns {
  journey_id: number | null;
}
