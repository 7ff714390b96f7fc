import type { ColumnType } from 'kysely';
import type { CreatedAt } from './columns.ts';

/** Bounces and complaints (2026-11-28T0600_bounce_reports). */

/** One report per message and kind; the key makes a replay a no-op. */
export interface BounceReportsTable {
  client_id: number;
  message_id: number;
  kind: 'hard' | 'soft' | 'complaint';
  status: string | null;
  received_at: CreatedAt;
}

/** The keys that verify a client's provider webhooks (Mailgun's sealed). */
export interface BounceWebhookKeysTable {
  client_id: number;
  send_grid_public_key: string | null;
  mailgun_signing_key_sealed: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
