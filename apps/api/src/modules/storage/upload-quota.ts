import { sql, type Kysely, type Transaction } from 'kysely';
import { RESOURCE_MSG } from '@resonate/contracts/resource-limits';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';

/**
 * Upload storage per client (issue 21, item 7). What a client holds is the view
 * upload_storage_used (migration 2026-11-28T0310): import files still on disk, template
 * images, and the reservations of uploads in progress. Every check takes the client's advisory
 * lock first, so two uploads of one client (on any process) take turns at the check and cannot
 * both fit into the same remaining space.
 */

export type TUploadReservation = { clientId: number; id: number; bytes: number };

async function lockClientStorage(trx: Transaction<DB>, clientId: number): Promise<void> {
  const key = `upload-quota:${clientId}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

async function storageUsed(trx: Transaction<DB>, clientId: number): Promise<number> {
  const { rows } = await sql<{ bytes: string | number | null }>`
    select bytes from upload_storage_used where client_id = ${clientId}`.execute(trx);
  return Number(rows[0]?.bytes ?? 0);
}

export function quotaExceeded(quotaBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', RESOURCE_MSG.uploadQuotaExceeded(quotaBytes), {
    data: { quotaBytes },
  });
}

/**
 * For an upload held in memory (a template image), inside the transaction that records it:
 * refuses with 413 when `bytes` more would cross the quota. The lock lasts until that
 * transaction ends, so the next upload of the client counts this one.
 */
export async function assertStorageFor(
  trx: Transaction<DB>,
  quotaBytes: number,
  clientId: number,
  bytes: number,
): Promise<void> {
  await lockClientStorage(trx, clientId);
  if ((await storageUsed(trx, clientId)) + bytes > quotaBytes) throw quotaExceeded(quotaBytes);
}

/**
 * For a streamed upload, before its first byte is written: reserves `declared` bytes (its
 * Content-Length) or, when the size is not declared, what is left of the quota up to `max`.
 * The upload must then stop at the reservation's bytes. Refuses with 413 when nothing fits.
 */
export async function reserveUploadSpace(
  db: Kysely<DB>,
  quotaBytes: number,
  clientId: number,
  size: { declared: number | undefined; max: number },
): Promise<TUploadReservation> {
  return withTenant(db, { clientId }, async (trx) => {
    await lockClientStorage(trx, clientId);
    const left = quotaBytes - (await storageUsed(trx, clientId));
    const bytes = size.declared ?? Math.min(size.max, left);
    if (bytes > left || bytes <= 0) throw quotaExceeded(quotaBytes);
    const { rows } = await sql<{ id: number }>`
      insert into upload_reservations (client_id, bytes) values (${clientId}, ${bytes})
      returning id`.execute(trx);
    return { clientId, id: Number(rows[0]!.id), bytes };
  });
}

/** Gives the space back: in the transaction that records the upload, or alone when it failed. */
export async function releaseUploadSpace(
  db: Kysely<DB> | Transaction<DB>,
  reservation: TUploadReservation,
): Promise<void> {
  const remove = (trx: Kysely<DB> | Transaction<DB>) =>
    sql`delete from upload_reservations
      where client_id = ${reservation.clientId} and id = ${reservation.id}`.execute(trx);
  if (db.isTransaction) await remove(db);
  else await withTenant(db as Kysely<DB>, { clientId: reservation.clientId }, remove);
}
