import { sql } from 'kysely';
import type { TTrx } from '#/modules/audience/index.ts';

/**
 * A provider's "slow down" (HTTP 429 with Retry-After) held in the database, per client and
 * provider, so every run of the client and every worker process honours it, not only the
 * process that heard it (issue 22, item 8). The claim reads it in the same transaction that
 * claims, so no message is handed to a provider that asked for a pause.
 */

/** The key of a sender's provider: the channel and, where it has one, the provider's id. */
export const providerKeyOf = (channelId: number, providerId?: string) =>
  providerId ? `${channelId}:${providerId}` : String(channelId);

/** Until when the provider asked this client to wait (null: it did not, or the time passed). */
export async function providerBlockedUntil(
  trx: TTrx,
  clientId: number,
  provider: string,
): Promise<Date | null> {
  const row = await trx
    .selectFrom('provider_limits')
    .select('blocked_until')
    .where('client_id', '=', clientId)
    .where('provider', '=', provider)
    .where('blocked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.blocked_until ?? null;
}

/** Records a provider's pause; a longer pause already recorded wins. */
export async function blockProvider(
  trx: TTrx,
  clientId: number,
  provider: string,
  until: Date,
  reason: string,
): Promise<void> {
  await trx
    .insertInto('provider_limits')
    .values({ client_id: clientId, provider, blocked_until: until, reason: reason.slice(0, 300) })
    .onConflict((oc) =>
      oc.columns(['client_id', 'provider']).doUpdateSet({
        blocked_until: sql<Date>`greatest(provider_limits.blocked_until, excluded.blocked_until)`,
        reason: sql<string>`excluded.reason`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}
