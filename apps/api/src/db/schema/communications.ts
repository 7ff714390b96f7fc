import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp } from './columns.ts';

/** Communications (2026-11-23T0400_communications): templates, suppressions, channel accounts. */

type Json<T> = ColumnType<T, T | string | undefined, T | string>;

/** Content for one channel (shape: contracts/campaigns/content), reused by communications. */
export interface CommunicationTemplatesTable {
  client_id: number;
  id: Generated<number>;
  channel_id: number;
  name: string;
  content: Json<Record<string, unknown>>;
  status: Defaulted<'draft' | 'ready'>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
  archived_at: NullableTimestamp;
}

export type TSuppressionReason =
  'hard_bounce' | 'invalid_address' | 'complaint' | 'unsubscribed' | 'manual';

/**
 * An address never to be sent to again on a channel, stored only as its keyed hash
 * (keyed_address_hash in SQL, hashAddress in crypto/address-hash.ts; 2026-11-28T0810).
 */
export interface SuppressionsTable {
  client_id: number;
  channel_id: number;
  address_hash: Buffer;
  reason: TSuppressionReason;
  communication_id: number | null;
  created_at: CreatedAt;
}

/**
 * The settings of a channel that has no settings table of its own: SMS and LINE (a provider
 * profile, its values and a sealed secret), direct mail (the sender's return address), and
 * the outside platforms (social post, paid media ...) that deliver through a webhook.
 */
export interface ChannelAccountsTable {
  client_id: number;
  channel_id: number;
  provider: string;
  settings: Json<Record<string, unknown>>;
  secret_sealed: string | null;
  api_base_url: string | null;
  webhook_id: number | null;
  updated_at: Defaulted<Date>;
}

export interface CommunicationApprovalsTable {
  client_id: number;
  communication_id: number;
  approver_id: number;
  decision: 'approved' | 'rejected';
  note: string | null;
  decided_at: CreatedAt;
}

/** Column 2026-11-23T0400 adds to clients. */
export interface ClientCommunicationColumns {
  communication_approval_required: Defaulted<boolean>;
}
