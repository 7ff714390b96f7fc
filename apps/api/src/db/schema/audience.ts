import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp } from './columns.ts';

/** The audience: contacts, their attribute schema and identities, lists, imports and events. */

/** jsonb written as a JSON string or object, read as the parsed value. */
type Json<T> = ColumnType<T, T | string | undefined, T | string>;
/** A bigint counter: read as a number (pool.ts parses int8), written as a number. */
type Counter = ColumnType<number, number | undefined, number>;

/** The client-defined attribute schema of its contacts. */
export interface ContactAttributesTable {
  client_id: number;
  key: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'boolean' | 'list';
  options: Defaulted<string[]>;
  position: Defaulted<number>;
  created_at: CreatedAt;
}

/** Keys of deleted custom fields whose values are still being stripped from contacts. */
export interface ContactAttributeCleanupsTable {
  client_id: number;
  key: string;
  requested_at: CreatedAt;
}

/** One person of a client's audience; email lower-cased, mobile in E.164. */
export interface ContactsTable {
  client_id: number;
  id: Generated<number>;
  passport_id: Generated<string>;
  email: string | null;
  mobile: string | null;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  attributes: Json<Record<string, unknown>>;
  /** Channel key -> 'subscribed' | 'unsubscribed'; a channel without an entry was never asked. */
  consent: Json<Record<string, string>>;
  /** Generated: lower(first_name || ' ' || last_name) in the C collation, for name search and sort. */
  name_key: ColumnType<string, never, never>;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

/** A channel identity of a contact: a device token, a web push subscription, a WhatsApp number. */
export interface ContactIdentitiesTable {
  client_id: number;
  contact_id: number;
  kind: 'device_token' | 'web_push' | 'whatsapp';
  value: string;
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** Target (static), ad-hoc (static, expires) and dynamic (a rule, evaluated when used) lists. */
export interface AudienceListsTable {
  client_id: number;
  id: Generated<number>;
  name: string;
  kind: 'target' | 'adhoc' | 'dynamic';
  source: Defaulted<'manual' | 'import' | 'selection' | 'dynamic'>;
  rule: ColumnType<unknown, string | null | undefined, string | null>;
  member_count: Counter;
  expires_at: NullableTimestamp;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export interface AudienceListMembersTable {
  client_id: number;
  list_id: number;
  contact_id: number;
  added_at: CreatedAt;
}

export type TImportStatus =
  'uploading' | 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

/** A CSV import: its files, column mapping, mode, live counters and outcome. */
export interface ContactImportsTable {
  client_id: number;
  id: Generated<number>;
  status: Defaulted<TImportStatus>;
  mode: Defaulted<'skip' | 'update' | 'overwrite'>;
  files: Json<unknown[]>;
  mapping: Json<Record<string, unknown>>;
  list_id: number | null;
  /** { kind: 'none' | 'newTargetList' | 'targetList' | 'adhocList', name?, listId? } */
  destination: Json<Record<string, unknown>>;
  default_dial_code: string | null;
  /** Worker starts so far; a worker that dies mid-import leaves it 'running' for the next. */
  attempts: Defaulted<number>;
  rows_read: Counter;
  rows_accepted: Counter;
  rows_rejected: Counter;
  rows_inserted: Counter;
  rows_updated: Counter;
  rows_skipped: Counter;
  bytes_total: Counter;
  bytes_read: Counter;
  cancel_requested: Defaulted<boolean>;
  error: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  updated_at: Defaulted<Date>;
  /** When the upload sweep removed the uploaded files (2026-11-28T0310); null while kept. */
  files_removed_at: NullableTimestamp;
}

export type { TContactEventType } from '@resonate/contracts/events/ingest';
import type { TContactEventType } from '@resonate/contracts/events/ingest';

/** What happened to a contact, keyed by passport id; event_key makes ingestion idempotent. */
export interface ContactEventsTable {
  client_id: number;
  id: Generated<number>;
  event_key: string;
  passport_id: string;
  type: TContactEventType;
  channel_id: number | null;
  communication_id: number | null;
  /** numeric arrives as a string from pg. */
  revenue: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  lead_source: string | null;
  occurred_at: ColumnType<Date, Date | string, Date | string>;
  received_at: CreatedAt;
}
