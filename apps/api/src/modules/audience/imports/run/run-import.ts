import type pg from 'pg';
import { withTenant } from '#/db/tenant.ts';
import { enqueueContactImport, type TContactImportJob } from '#/jobs/contact-import-job.ts';
import { enqueueOptInConfirmations } from '#/jobs/opt-in-confirmation-job.ts';
import { importDir, rejectedRowsPath } from '../import-paths.ts';
import { listAttributeRows, type TImportRow } from '../import-repository.ts';
import { claimImport, markHandedBack, markUnfinished, tryLockRun, unlockRun } from './claim.ts';
import { importRows, type TImportOutcome } from './import-rows.ts';
import { notifyImport } from './notify-import.ts';
import { ImportProgress } from './progress.ts';
import { resetRejectedRows } from './rejected-writer.ts';
import type { TRunDeps } from './run-deps.ts';
import { failureMessage, ImportCancelledError } from './run-error.ts';

/**
 * One transaction for the whole import, on a bulk connection as the app role with the tenant
 * set: nothing is visible (or left behind) unless it all commits. synchronous_commit off is
 * safe here: a crash that loses the commit loses the "completed" status with it, and the
 * import runs again. The merge sorts and hashes a million rows: work_mem lets it stay in RAM.
 * If the worker dies mid-statement, the server notices within a second (the connection
 * check) and rolls back instead of finishing a merge nobody will commit.
 */
async function inImportTransaction<T>(
  client: pg.PoolClient,
  clientId: number,
  fn: () => Promise<T>,
): Promise<T> {
  await client.query('begin');
  try {
    await client.query(
      `select set_config('app.client_id', $1, true), set_config('app.department_id', '', true),
        set_config('synchronous_commit', 'off', true), set_config('work_mem', '256MB', true),
        set_config('statement_timeout', '0', true), set_config('lock_timeout', '0', true),
        set_config('idle_in_transaction_session_timeout', '0', true),
        set_config('client_connection_check_interval', '1000', true)`,
      [String(clientId)],
    );
    const result = await fn();
    await client.query('commit');
    return result;
  } catch (error) {
    // A connection that cannot roll back is broken: the lock release after this fails too,
    // and the connection is destroyed (the server rolls back on disconnect).
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** Interrupts the run's statement (a COPY or a merge step) when the user cancels. */
function cancelBackend(deps: TRunDeps, pid: number): void {
  deps.bulkPool.query('select pg_cancel_backend($1)', [pid]).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'could not interrupt a cancelled import');
  });
}

async function runClaimed(
  deps: TRunDeps,
  client: pg.PoolClient,
  row: TImportRow,
): Promise<{ handedBack: boolean }> {
  const scope = { clientId: row.client_id, importId: row.id };
  const dir = importDir(deps.config.dataDir, scope.clientId, scope.importId);
  await resetRejectedRows(rejectedRowsPath(dir));
  const attributes = await withTenant(deps.db, { clientId: scope.clientId }, (trx) =>
    listAttributeRows(trx, scope.clientId),
  );
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const progress = new ImportProgress(deps, scope, () => cancelBackend(deps, rows[0]!.pid));
  progress.start();
  deps.log.info({ importId: row.id, attempt: row.attempts }, 'contact import started');
  // A worker that must stop (its grace nearly spent) interrupts the run like a cancel, and
  // hands the import back instead of marking it cancelled.
  let handedBack = false;
  const handBack = () => {
    handedBack = true;
    progress.cancelled = true;
    cancelBackend(deps, rows[0]!.pid);
  };
  const deadline = deps.shutdown?.deadline;
  if (deadline?.aborted) handBack();
  else deadline?.addEventListener('abort', handBack, { once: true });
  let outcome: TImportOutcome;
  try {
    outcome = await inImportTransaction(client, scope.clientId, () =>
      importRows(client, { row, dir, attributes }, progress),
    );
  } catch (error) {
    await progress.stop();
    if (handedBack) {
      await markHandedBack(deps, scope);
      return { handedBack: true };
    }
    if (progress.cancelled || error instanceof ImportCancelledError) {
      await markUnfinished(deps, scope, { status: 'cancelled', error: null }, progress.counters);
      return { handedBack: false };
    }
    const { message, expected } = failureMessage(error);
    if (!expected) deps.log.error({ err: error, importId: row.id }, 'import failed');
    await markUnfinished(deps, scope, { status: 'failed', error: message }, progress.counters);
    await notifyImport(deps, row, { error: message });
    return { handedBack: false };
  } finally {
    deadline?.removeEventListener('abort', handBack);
    await progress.stop();
  }
  deps.log.info(
    { importId: row.id, rows: outcome.rowsRead, ms: outcome.timings },
    'contact import committed',
  );
  await notifyImport(deps, row, { outcome });
  if (outcome.pendingOptIns > 0) await enqueueOptInConfirmations(deps.queue, scope.clientId);
  return { handedBack: false };
}

/**
 * The job: lock the import for this worker (another delivery of the same job, or a worker
 * that already runs it, holds the lock: stop), claim it, run it; a run handed back on shutdown
 * is queued again once its lock is free. The outcome of a run that
 * does not commit (cancel, failure) is written on the request pool; the connection of a run
 * that broke mid-way is destroyed rather than returned to the pool.
 */
export async function runImport(deps: TRunDeps, job: TContactImportJob): Promise<void> {
  const client = await deps.bulkPool.connect();
  let broken: Error | undefined;
  let handedBack = false;
  try {
    if (!(await tryLockRun(client, job.importId))) return;
    try {
      const row = await claimImport(deps, job.clientId, job.importId);
      if (row) ({ handedBack } = await runClaimed(deps, client, row));
    } finally {
      await unlockRun(client, job.importId);
    }
    // After the unlock, so the worker that takes the job can lock the run.
    if (handedBack) {
      await enqueueContactImport(deps.queue, job);
      deps.log.info(job, 'contact import handed back on shutdown');
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}
