import type { ColumnType } from 'kysely';
import type { CreatedAt, Defaulted } from './columns.ts';

/** Transactional messages (2026-11-29T0500_transactional_messages). */

type Json<T> = ColumnType<T, T | string | undefined, T | string>;

/** Column 2026-11-29T0500 adds to communications: the hidden one per client and channel. */
export interface CommunicationTransactionalColumns {
  transactional: Defaulted<boolean>;
}

/** One accepted POST /api/v1/messages: its answer, key and where its messages row is. */
export interface TransactionalMessagesTable {
  client_id: number;
  id: string;
  api_key_id: number | null;
  idempotency_key: string | null;
  /** sha256 of the request body, to tell a replay from another body under the same key. */
  request_hash: string;
  /** The first answer's envelope, returned again to a replay. */
  answer: Json<Record<string, unknown>>;
  template_id: number;
  channel_id: number;
  variables: Json<Record<string, unknown>>;
  communication_id: number;
  message_id: number;
  message_created_at: Date;
  passport_id: string | null;
  /** States already announced to webhooks (message.queued, message.sent ...). */
  announced: Defaulted<string[]>;
  /** No state can follow any more (or it is too old to follow). */
  settled: Defaulted<boolean>;
  created_at: CreatedAt;
}
