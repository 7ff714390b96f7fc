import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { TImportStatus } from '@resonate/contracts/audience/imports';
import {
  ABANDONED_UPLOAD_HOURS,
  RESOURCE_MSG,
  RETRYABLE_IMPORT_KEEP_DAYS,
} from '@resonate/contracts/resource-limits';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import {
  importDir,
  importsRoot,
  uploadedFilePath,
  UPLOAD_STAGING_PREFIX,
} from '../import-paths.ts';

const HOUR_MS = 3_600_000;

type TCandidate = { client_id: number; import_id: number; status: TImportStatus };
export type TImportSweepResult = { imports: number; stagingFolders: number };

/**
 * Removes the uploaded files of one import, if it is still due: the update re-checks the status
 * the candidate was seen with and that the files are still there, under the row's lock, so of
 * several sweeps (any process) only one removes them, and an import started or retried
 * meanwhile keeps its files. An upload never imported is closed as cancelled, with a message
 * saying why. The rejected-rows report stays. Files go inside the transaction: a crash after
 * the removal leaves the row due, and the next sweep finishes it.
 */
async function removeImportFiles(db: Kysely<DB>, dataDir: string, candidate: TCandidate) {
  const clientId = Number(candidate.client_id);
  const importId = Number(candidate.import_id);
  return withTenant(db, { clientId }, async (trx) => {
    const abandoned = candidate.status === 'uploading';
    const row = await trx
      .updateTable('contact_imports')
      .set({
        files_removed_at: sql<Date>`now()`,
        ...(abandoned
          ? { status: 'cancelled', error: RESOURCE_MSG.importFilesExpired, finished_at: new Date() }
          : {}),
      })
      .where('client_id', '=', clientId)
      .where('id', '=', importId)
      .where('status', '=', candidate.status)
      .where('files_removed_at', 'is', null)
      .returning('files')
      .executeTakeFirst();
    if (!row) return false;
    const dir = importDir(dataDir, clientId, importId);
    if (abandoned) await rm(dir, { recursive: true, force: true });
    else {
      const count = (row.files as unknown[]).length;
      for (let index = 0; index < count; index++) {
        await rm(uploadedFilePath(dir, index), { force: true });
      }
    }
    return true;
  });
}

/** Staging folders of uploads cut off (a crash, a killed process) and left for a day. */
async function removeStaleStaging(dataDir: string, before: number): Promise<number> {
  const root = importsRoot(dataDir);
  let removed = 0;
  for (const client of await readdir(root).catch(() => [] as string[])) {
    const entries = await readdir(path.join(root, client)).catch(() => [] as string[]);
    for (const entry of entries.filter((name) => name.startsWith(UPLOAD_STAGING_PREFIX))) {
      const folder = path.join(root, client, entry);
      const info = await stat(folder).catch(() => undefined);
      if (!info || info.mtimeMs >= before) continue;
      await rm(folder, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * One pass of the upload sweep over imports (issue 21, item 7): the files of uploads not
 * imported within a day, the source files of imports completed a day ago (their contacts are
 * in the database), those of failed or cancelled imports after a week (retry needs them until
 * then), and staging folders left for a day. Imports queued or running are never touched.
 * Safe to run in several processes at once.
 */
export async function sweepImportFiles(
  deps: { db: Kysely<DB>; dataDir: string },
  now = new Date(),
): Promise<TImportSweepResult> {
  const dayAgo = new Date(now.getTime() - ABANDONED_UPLOAD_HOURS * HOUR_MS);
  const weekAgo = new Date(now.getTime() - RETRYABLE_IMPORT_KEEP_DAYS * 24 * HOUR_MS);
  let imports = 0;
  for (;;) {
    const { rows } = await sql<TCandidate>`
      select client_id, import_id, status
      from upload_sweep_candidates(${dayAgo}, ${dayAgo}, ${weekAgo})`.execute(deps.db);
    let removed = 0;
    for (const candidate of rows) {
      if (await removeImportFiles(deps.db, deps.dataDir, candidate)) removed += 1;
    }
    imports += removed;
    // A batch is at most 1000; stop when none was left or none could be removed.
    if (rows.length < 1000 || removed === 0) break;
  }
  const stagingFolders = await removeStaleStaging(deps.dataDir, dayAgo.getTime());
  return { imports, stagingFolders };
}
