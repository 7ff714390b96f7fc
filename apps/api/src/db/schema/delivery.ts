import type { Defaulted } from './columns.ts';

/** Exactly-once sends and provider limits (2026-11-28T0700_exactly_once_sends). */

/** Column 2026-11-28T0700 adds to messages. */
export interface MessageDeliveryColumns {
  /** Times the message was found mid-handoff after a worker died and was sent again. */
  in_doubt: Defaulted<number>;
}

/** A provider's "slow down" for one client, shared by every run and worker process. */
export interface ProviderLimitsTable {
  client_id: number;
  /** The sender's key: the channel and the provider (see provider-limit.ts). */
  provider: string;
  blocked_until: Date;
  reason: string | null;
  updated_at: Defaulted<Date>;
}
