import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';

/**
 * How many people the client has: its contacts plus the anonymous visitors not yet merged into
 * one (both have passport ids, and both can engage). Audience behaviour's 'never' is this minus
 * the people with an engagement.
 *
 * Counting is exact. Up to EXACT_EVERY_TIME_MAX people the count is cheap (a few ms) and is
 * made on every request. Beyond it an exact count costs about 70-150 ms at 1M contacts on a
 * 2-core machine (measured), more than a dashboard query may take, and the audience moves
 * slowly: the count is kept per client in this process for CACHE_SECONDS, so a large client's
 * total can lag by that much. Nothing else depends on this memory.
 */
export const EXACT_EVERY_TIME_MAX = 100_000;
export const CACHE_SECONDS = 60;
const CACHE_MAX_CLIENTS = 10_000;

const cache = new Map<number, { people: number; countedAt: number }>();

/** Contacts plus unmerged visitors; with a bound, null when either count reaches past it. */
async function countPeople(
  db: Kysely<DB>,
  clientId: number,
  bound?: number,
): Promise<number | null> {
  const limit = bound === undefined ? sql`` : sql`limit ${bound + 1}`;
  const { rows } = await sql<{ contacts: unknown; visitors: unknown }>`
    select
      (select count(*) from (
        select 1 from contacts where client_id = ${clientId} ${limit}) c) as contacts,
      (select count(*) from (
        select 1 from anonymous_visitors where client_id = ${clientId} and merged_at is null
        ${limit}) v) as visitors`.execute(db);
  const contacts = Number(rows[0]?.contacts ?? 0);
  const visitors = Number(rows[0]?.visitors ?? 0);
  if (bound !== undefined && (contacts > bound || visitors > bound)) return null;
  return contacts + visitors;
}

/** The exact count, made now: for the raw-event queries and tests. */
export async function countAudience(db: Kysely<DB>, clientId: number): Promise<number> {
  return (await countPeople(db, clientId)) ?? 0;
}

/** The count for a dashboard request: exact, or for a large client up to CACHE_SECONDS old. */
export async function audienceSize(
  db: Kysely<DB>,
  clientId: number,
  nowMs = Date.now(),
): Promise<number> {
  const cached = cache.get(clientId);
  if (cached && nowMs - cached.countedAt < CACHE_SECONDS * 1000) return cached.people;
  const small = await countPeople(db, clientId, EXACT_EVERY_TIME_MAX);
  if (small !== null) {
    cache.delete(clientId);
    return small;
  }
  const people = (await countPeople(db, clientId)) ?? 0;
  if (cache.size >= CACHE_MAX_CLIENTS) cache.delete(cache.keys().next().value!);
  cache.set(clientId, { people, countedAt: nowMs });
  return people;
}
