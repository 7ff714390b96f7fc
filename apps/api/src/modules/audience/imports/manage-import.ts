import { access } from 'node:fs/promises';
import {
  IMPORT_MSG,
  IMPORT_RETRYABLE_STATUSES,
  type TImportDetail,
  type TImportSummary,
} from '@resonate/contracts/audience/imports';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { enqueueContactImport } from '#/jobs/contact-import-job.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TImportDeps } from './import-deps.ts';
import { importDir, uploadedFilePath } from './import-paths.ts';
import {
  countImportRows,
  findImportRow,
  findImportWithUser,
  listAttributeRows,
  pageImportRows,
  updateImportRow,
  type TStoredFile,
} from './import-repository.ts';
import { toImportPreview, toImportSummary } from './import-view.ts';

/** POST Audience/GetImport: progress and outcome; the preview while it awaits its mapping. */
export async function getImport(
  deps: TImportDeps,
  auth: TAuthContext,
  importId: number,
): Promise<TImportDetail> {
  const { clientId } = auth;
  return withTenant(deps.db, { clientId }, async (trx) => {
    const row = await findImportWithUser(trx, clientId, importId);
    if (!row) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
    const preview =
      row.status === 'uploading'
        ? toImportPreview(
            row.id,
            row.files as TStoredFile[],
            await listAttributeRows(trx, clientId),
          )
        : null;
    return { import: toImportSummary(row), preview };
  });
}

/** POST Audience/GetImports: the history, newest first. */
export async function getImports(
  deps: TImportDeps,
  auth: TAuthContext,
  page: { pageNo: number; pageSize: number },
): Promise<{ imports: TImportSummary[]; totalRows: number }> {
  const { clientId } = auth;
  return withTenant(deps.db, { clientId }, async (trx) => {
    const [rows, totalRows] = await Promise.all([
      pageImportRows(trx, clientId, page),
      countImportRows(trx, clientId),
    ]);
    return { imports: rows.map((row) => toImportSummary(row)), totalRows };
  });
}

/**
 * POST Audience/CancelImport: a queued import is cancelled at once; a running one is asked to
 * stop, and its run rolls back within a second (nothing of it is merged).
 */
export async function cancelImport(
  deps: TImportDeps,
  auth: TAuthContext,
  importId: number,
): Promise<TImportSummary> {
  const { clientId } = auth;
  return withTenant(deps.db, { clientId }, async (trx) => {
    const row = await findImportRow(trx, clientId, importId, true);
    if (!row) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
    if (row.status === 'queued') {
      await updateImportRow(trx, clientId, importId, {
        status: 'cancelled',
        cancel_requested: true,
        finished_at: new Date(),
      });
    } else if (row.status === 'running') {
      await updateImportRow(trx, clientId, importId, { cancel_requested: true });
    } else {
      throw new AppError('CONFLICT', IMPORT_MSG.notCancellable);
    }
    return toImportSummary((await findImportWithUser(trx, clientId, importId))!);
  });
}

async function filesExist(dir: string, count: number): Promise<boolean> {
  const checks = Array.from({ length: count }, (_, index) => access(uploadedFilePath(dir, index)));
  return Promise.all(checks).then(
    () => true,
    () => false,
  );
}

/** POST Audience/RetryImport: a failed or cancelled import runs again from its stored files. */
export async function retryImport(
  deps: TImportDeps,
  auth: TAuthContext,
  importId: number,
): Promise<TImportSummary> {
  const { queue } = deps;
  if (!queue) throw new AppError('UNAVAILABLE');
  const { clientId } = auth;
  const summary = await withTenant(deps.db, { clientId }, async (trx) => {
    const row = await findImportRow(trx, clientId, importId, true);
    if (!row) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
    if (!IMPORT_RETRYABLE_STATUSES.includes(row.status))
      throw new AppError('CONFLICT', IMPORT_MSG.notRetryable);
    const dir = importDir(deps.config.dataDir, clientId, importId);
    if (!(await filesExist(dir, (row.files as TStoredFile[]).length)))
      throw new AppError('CONFLICT', IMPORT_MSG.filesGone);
    await updateImportRow(trx, clientId, importId, {
      status: 'queued',
      cancel_requested: false,
      error: null,
      attempts: 0,
      finished_at: null,
    });
    return toImportSummary((await findImportWithUser(trx, clientId, importId))!);
  });
  await enqueueContactImport(queue, { clientId, importId });
  return summary;
}
