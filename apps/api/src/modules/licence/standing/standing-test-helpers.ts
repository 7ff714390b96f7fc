import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';

export const DAY_MS = 86_400_000;

/** `days` (fractions allowed) after `from`. */
export const daysFrom = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/**
 * Rewrites a demo client's current licence (owner connection, no RLS): its dates, and its
 * channels or seats when given. Tests move the licence rather than the system clock; code that
 * takes a `now` is called with the moment the test means.
 */
export async function setCurrentLicence(
  owner: Kysely<DB>,
  clientName: string,
  terms: { validFrom: Date; validUntil: Date; channelIds?: number[]; seats?: number },
): Promise<void> {
  const channels = terms.channelIds ?? null;
  const seats = terms.seats ?? null;
  const result = await sql`update licences set valid_from = ${terms.validFrom},
      valid_until = ${terms.validUntil},
      channel_ids = coalesce(${channels}::int[], channel_ids),
      seats = coalesce(${seats}::int, seats)
    where client_id = (select id from clients where name = ${clientName})
      and replaced_at is null`.execute(owner);
  if (result.numAffectedRows !== 1n) throw new Error(`no current licence for ${clientName}`);
}
