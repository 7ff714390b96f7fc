import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

/**
 * Fixed-window counters shared by every process (the UNLOGGED rate_limit_hits table): the
 * request limits of @fastify/rate-limit and the app's own budgets. A key is whatever the caller
 * counts by (a route and an address, a site, a user); it holds no tenant data.
 */
export type THit = { hits: number; ttlMs: number };

/**
 * Counts `count` hits in one round trip: an atomic upsert that starts a new window when the old
 * one has ended and returns the count and the time left. Concurrent hits of one key queue on its
 * row lock, so N processes count as one.
 */
export async function countHit(
  db: Kysely<DB>,
  key: string,
  windowMs: number,
  count = 1,
): Promise<THit> {
  const { rows } = await sql<THit>`
    insert into rate_limit_hits as h (key, hits, window_ends_at)
    values (${key}, ${count}, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when h.window_ends_at <= now() then excluded.hits
        else h.hits + excluded.hits end,
      window_ends_at = case when h.window_ends_at <= now() then excluded.window_ends_at
        else h.window_ends_at end
    returning hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::integer
      as "ttlMs"`.execute(db);
  return rows[0]!;
}

/** The count of a key's current window without counting (0 when none is open). */
export async function readHits(db: Kysely<DB>, key: string): Promise<THit> {
  const { rows } = await sql<THit>`
    select hits, ceil(extract(epoch from window_ends_at - now()) * 1000)::integer as "ttlMs"
    from rate_limit_hits where key = ${key} and window_ends_at > now()`.execute(db);
  return rows[0] ?? { hits: 0, ttlMs: 0 };
}

/** Housekeeping: windows that have ended count nothing any more. */
export async function deleteEndedHits(db: Kysely<DB>): Promise<void> {
  await sql`delete from rate_limit_hits where window_ends_at < now()`.execute(db);
}
