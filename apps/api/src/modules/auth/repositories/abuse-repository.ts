import { sql, type Kysely } from 'kysely';
import { deleteEndedHits } from '#/db/rate-limit-hits.ts';
import type { DB } from '#/db/schema.ts';

/**
 * Global anti-abuse state (nonces, captchas, failure counters). These tables hold hashes only,
 * no tenant data, so they are read without a tenant.
 */

export async function insertNonce(db: Kysely<DB>, nonceHash: Buffer, ttlSeconds: number) {
  await db
    .insertInto('auth_nonces')
    .values({ nonce_hash: nonceHash, expires_at: new Date(Date.now() + ttlSeconds * 1000) })
    .execute();
}

/** Deletes the nonce and says whether it was there and alive: a nonce works once. */
export async function consumeNonce(db: Kysely<DB>, nonceHash: Buffer): Promise<boolean> {
  const row = await db
    .deleteFrom('auth_nonces')
    .where('nonce_hash', '=', nonceHash)
    .where('expires_at', '>', new Date())
    .returning('nonce_hash')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCaptcha(db: Kysely<DB>, answerHash: Buffer, ttlSeconds: number) {
  const row = await db
    .insertInto('captchas')
    .values({ answer_hash: answerHash, expires_at: new Date(Date.now() + ttlSeconds * 1000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes the captcha out (single use, right or wrong) and returns its answer hash if alive. */
export async function takeCaptcha(db: Kysely<DB>, id: string): Promise<Buffer | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await db
    .deleteFrom('captchas')
    .where('id', '=', id)
    .where('expires_at', '>', new Date())
    .returning('answer_hash')
    .executeTakeFirst();
  return row?.answer_hash;
}

export type TFailureState = { failures: number; lockedUntil: Date | null };

/** Current failures of a key inside its window (an expired window counts as none). */
export async function readFailures(
  db: Kysely<DB>,
  keyHash: Buffer,
  windowSeconds: number,
): Promise<TFailureState> {
  const row = await db
    .selectFrom('auth_failures')
    .select(['failures', 'window_started_at', 'locked_until'])
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  if (!row) return { failures: 0, lockedUntil: null };
  const windowOpen = row.window_started_at.getTime() + windowSeconds * 1000 > Date.now();
  const locked =
    row.locked_until && row.locked_until.getTime() > Date.now() ? row.locked_until : null;
  return { failures: windowOpen ? row.failures : 0, lockedUntil: locked };
}

/** Counts one failure, starting a new window when the old one has passed; returns the count. */
export async function addFailure(db: Kysely<DB>, keyHash: Buffer, windowSeconds: number) {
  const window = sql<Date>`now() - make_interval(secs => ${windowSeconds})`;
  const row = await db
    .insertInto('auth_failures')
    .values({ key_hash: keyHash, window_started_at: sql`now()`, failures: 1 })
    .onConflict((oc) =>
      oc.column('key_hash').doUpdateSet({
        failures: sql`case when auth_failures.window_started_at < ${window} then 1
          else auth_failures.failures + 1 end`,
        window_started_at: sql`case when auth_failures.window_started_at < ${window} then now()
          else auth_failures.window_started_at end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function lockKey(db: Kysely<DB>, keyHash: Buffer, seconds: number) {
  await db
    .updateTable('auth_failures')
    .set({ locked_until: new Date(Date.now() + seconds * 1000) })
    .where('key_hash', '=', keyHash)
    .execute();
}

export async function clearFailures(db: Kysely<DB>, keyHash: Buffer) {
  await db.deleteFrom('auth_failures').where('key_hash', '=', keyHash).execute();
}

/**
 * Housekeeping: expired nonces and captchas, failure rows whose window and lock passed, and the
 * shared request counters whose window ended.
 */
export async function deleteExpiredAbuseRows(db: Kysely<DB>, windowSeconds: number) {
  const now = new Date();
  await db.deleteFrom('auth_nonces').where('expires_at', '<', now).execute();
  await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  await db
    .deleteFrom('auth_failures')
    .where('window_started_at', '<', new Date(now.getTime() - windowSeconds * 1000))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
  await deleteEndedHits(db);
}
