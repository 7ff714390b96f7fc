import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { enqueueContactImport } from '#/jobs/contact-import-job.ts';
import { importsRoot, UPLOAD_STAGING_PREFIX } from '../import-paths.ts';
import { tryLockRun, unlockRun } from './claim.ts';
import type { TRunDeps } from './run-deps.ts';

/** A queued import older than this without a run probably lost its job (a crash after start). */
const QUEUED_STALE_MS = 5 * 60_000;
const RECOVERY_THROTTLE_SECONDS = 60;
/** An upload staging folder this old belongs to an upload that never finished (a crash). */
const STAGING_STALE_MS = 24 * 60 * 60_000;

type TInFlight = { client_id: number; import_id: number; status: string; updated_at: Date };

/** Whether a live worker holds the run lock of an import. */
async function isRunAlive(deps: TRunDeps, importId: number): Promise<boolean> {
  const client = await deps.bulkPool.connect();
  try {
    if (!(await tryLockRun(client, importId))) return true;
    await unlockRun(client, importId);
    return false;
  } finally {
    client.release();
  }
}

/** Removes the staging folders of uploads cut off by a crash (finished uploads are renamed). */
async function removeAbandonedUploads(dataDir: string): Promise<void> {
  const root = importsRoot(dataDir);
  const clients = await readdir(root).catch(() => [] as string[]);
  for (const client of clients) {
    const entries = await readdir(path.join(root, client)).catch(() => [] as string[]);
    for (const entry of entries.filter((name) => name.startsWith(UPLOAD_STAGING_PREFIX))) {
      const folder = path.join(root, client, entry);
      const info = await stat(folder).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > STAGING_STALE_MS)
        await rm(folder, { recursive: true, force: true });
    }
  }
}

/**
 * The recovery sweep (worker start, then every minute): a "running" import whose run lock is
 * free lost its worker (killed, crashed, restarted) and its transaction with it, so nothing of
 * it was merged; it is queued to run again (the run counts attempts and fails it after a few).
 * A queued import whose job was lost is queued again. Each import is then checked and changed
 * in its own tenant's transaction by the run itself. Upload folders a crash left are removed.
 */
export async function recoverImports(deps: TRunDeps): Promise<number> {
  const { rows } = await sql<TInFlight>`
    select client_id, import_id, status, updated_at from contact_imports_in_flight()`.execute(
    deps.db,
  );
  let queued = 0;
  for (const row of rows) {
    const job = { clientId: Number(row.client_id), importId: Number(row.import_id) };
    const lost =
      row.status === 'running'
        ? !(await isRunAlive(deps, job.importId))
        : Date.now() - row.updated_at.getTime() > QUEUED_STALE_MS;
    if (!lost) continue;
    deps.log.warn(job, 'import lost its worker or job; queued again');
    await enqueueContactImport(deps.queue, job, RECOVERY_THROTTLE_SECONDS);
    queued += 1;
  }
  await removeAbandonedUploads(deps.config.dataDir);
  return queued;
}
