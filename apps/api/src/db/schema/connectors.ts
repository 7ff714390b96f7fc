import type { ColumnType } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp } from './columns.ts';

type Json<T> = ColumnType<T, T | string | undefined, T | string>;

/** A client's connection to one connector; secrets sealed per field (AES-256-GCM). */
export interface ConnectorsTable {
  client_id: number;
  connector_key: string;
  /** Non-secret fields as saved (text, port numbers, the TLS switch). */
  settings: Json<Record<string, string | number | boolean>>;
  /** Field name -> sealed value. */
  secrets_sealed: Json<Record<string, string>>;
  last_test_ok: boolean | null;
  last_test_response: string | null;
  last_tested_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}
