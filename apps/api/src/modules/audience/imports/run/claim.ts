import { sql } from 'kysely';
import type pg from 'pg';
import { IMPORT_MSG } from '@resonate/contracts/audience/imports';
import { withTenant } from '#/db/tenant.ts';
import { findImportRow, updateImportRow, type TImportRow } from '../import-repository.ts';
import type { TRunDeps } from './run-deps.ts';

/** Starts of one import before it is marked failed: a file that kills workers stops there. */
export const MAX_ATTEMPTS = 3;

/**
 * Session advisory lock of a run, held on the run's connection from before its claim until
 * after its final status: "running" with the lock free means the worker died (the server
 * drops a dead connection's locks at once).
 */
export async function tryLockRun(client: pg.PoolClient, importId: number): Promise<boolean> {
  const { rows } = await client.query<{ ok: boolean }>(
    `select pg_try_advisory_lock(hashtextextended('contact-import:' || $1::text, 0)) as ok`,
    [importId],
  );
  return rows[0]?.ok === true;
}

export async function unlockRun(client: pg.PoolClient, importId: number): Promise<void> {
  await client.query(
    `select pg_advisory_unlock(hashtextextended('contact-import:' || $1::text, 0))`,
    [importId],
  );
}

/** Serialises the merges of one client's imports (taken inside the run's transaction). */
export async function lockClientMerge(client: pg.PoolClient, clientId: number): Promise<void> {
  await client.query(
    `select pg_advisory_xact_lock(hashtextextended('contact-import-merge:' || $1::text, 0))`,
    [clientId],
  );
}

/**
 * Claims an import for this run (the caller holds its lock): a queued one, or a running one
 * whose worker died. A cancel asked before the death is honoured, and an import that has
 * already been started MAX_ATTEMPTS times is failed instead of started again.
 */
export async function claimImport(
  deps: TRunDeps,
  clientId: number,
  importId: number,
): Promise<TImportRow | undefined> {
  return withTenant(deps.db, { clientId }, async (trx) => {
    const row = await findImportRow(trx, clientId, importId, true);
    if (!row || (row.status !== 'queued' && row.status !== 'running')) return undefined;
    const now = new Date();
    if (row.cancel_requested) {
      await updateImportRow(trx, clientId, importId, { status: 'cancelled', finished_at: now });
      return undefined;
    }
    if (row.attempts >= MAX_ATTEMPTS) {
      await updateImportRow(trx, clientId, importId, {
        status: 'failed',
        error: IMPORT_MSG.stoppedTooOften,
        finished_at: now,
      });
      return undefined;
    }
    return updateImportRow(trx, clientId, importId, {
      status: 'running',
      attempts: row.attempts + 1,
      started_at: now,
      finished_at: null,
      error: null,
      rows_read: 0,
      rows_accepted: 0,
      rows_rejected: 0,
      rows_inserted: 0,
      rows_updated: 0,
      rows_skipped: 0,
      bytes_read: 0,
    });
  });
}

/** The end of a run that did not commit: cancelled or failed, with the counters it reached. */
export async function markUnfinished(
  deps: TRunDeps,
  scope: { clientId: number; importId: number },
  outcome: { status: 'cancelled' | 'failed'; error: string | null },
  counters: { rowsRead: number; rowsAccepted: number; rowsRejected: number; bytesRead: number },
): Promise<void> {
  await withTenant(deps.db, { clientId: scope.clientId }, (trx) =>
    updateImportRow(trx, scope.clientId, scope.importId, {
      status: outcome.status,
      error: outcome.error,
      finished_at: new Date(),
      rows_read: counters.rowsRead,
      rows_accepted: counters.rowsAccepted,
      rows_rejected: counters.rowsRejected,
      bytes_read: counters.bytesRead,
      rows_inserted: 0,
      rows_updated: 0,
      rows_skipped: 0,
    }),
  );
}

/**
 * A run its worker handed back on shutdown (rolled back, nothing merged): queued again as it
 * was before the claim, the attempt not counted, since a deploy is not the file's fault.
 */
export async function markHandedBack(
  deps: TRunDeps,
  scope: { clientId: number; importId: number },
): Promise<void> {
  await withTenant(deps.db, { clientId: scope.clientId }, (trx) =>
    trx
      .updateTable('contact_imports')
      .set((eb) => ({
        status: 'queued',
        attempts: eb('attempts', '-', 1),
        started_at: null,
        rows_read: 0,
        rows_accepted: 0,
        rows_rejected: 0,
        bytes_read: 0,
        updated_at: sql`now()`,
      }))
      .where('client_id', '=', scope.clientId)
      .where('id', '=', scope.importId)
      .where('status', '=', 'running')
      .execute(),
  );
}
