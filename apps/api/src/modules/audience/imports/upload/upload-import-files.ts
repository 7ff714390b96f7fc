import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { dataRecords } from '@resonate/contracts/audience/csv-record-counter';
import { ADHOC_LIST_MAX_FILE_BYTES, ADHOC_LIST_MAX_FILES } from '@resonate/contracts/constants';
import {
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_FILES,
  IMPORT_MSG,
  type TImportPreview,
} from '@resonate/contracts/audience/imports';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { quotaExceeded, releaseUploadSpace, reserveUploadSpace } from '#/modules/storage/index.ts';
import { detectFile } from '../csv/detect-file.ts';
import type { TImportDeps } from '../import-deps.ts';
import { clientImportsDir, importDir, UPLOAD_STAGING_PREFIX } from '../import-paths.ts';
import { assertAdhocAudience } from '../adhoc-audience.ts';
import { insertImportRow, listAttributeRows, type TStoredFile } from '../import-repository.ts';
import { toImportPreview } from '../import-view.ts';
import { saveUploadedFiles, type TSavedFile, type TUploadLimits } from './save-upload.ts';

export type TUploadPurpose = 'masterData' | 'adhocList';

export const UPLOAD_LIMITS: Record<TUploadPurpose, TUploadLimits> = {
  masterData: {
    maxFiles: IMPORT_MAX_FILES,
    maxFileBytes: IMPORT_MAX_FILE_BYTES,
    tooManyFiles: IMPORT_MSG.tooManyFiles,
    fileTooLarge: IMPORT_MSG.fileTooLarge,
  },
  adhocList: {
    maxFiles: ADHOC_LIST_MAX_FILES,
    maxFileBytes: ADHOC_LIST_MAX_FILE_BYTES,
    tooManyFiles: IMPORT_MSG.adhocTooManyFiles,
    fileTooLarge: IMPORT_MSG.adhocFileTooLarge,
  },
};

/** A saved file as detected, with its rows (headers left out) when they were counted. */
function storedFile(saved: TSavedFile): TStoredFile {
  const file = detectFile(saved.name, saved.sample);
  if (saved.records === undefined) return file;
  return { ...file, dataRows: dataRecords(saved.records, file.hasHeader) };
}

/**
 * POST Audience/UploadImportFiles: streams each file of the request to disk (never holding a
 * file in memory), detects its encoding, delimiter and header, and only then records the
 * import (status 'uploading': waiting for its mapping) and moves the files into its folder.
 * Any refusal or an interrupted upload removes what was written: no files, no row.
 *
 * Before a byte is written the upload reserves its size (Content-Length) in the client's
 * storage quota, refused with 413 when it does not fit; a body without a declared size may
 * fill what the quota leaves, and is stopped there. The reservation turns into the import's
 * own bytes in the transaction that records it.
 */
export async function uploadImportFiles(
  deps: TImportDeps,
  auth: TAuthContext,
  request: FastifyRequest,
  purpose: TUploadPurpose,
): Promise<TImportPreview> {
  const { clientId } = auth;
  const limits = UPLOAD_LIMITS[purpose];
  const quota = deps.config.uploadQuotaBytes;
  const reservation = await reserveUploadSpace(deps.db, quota, clientId, {
    declared: declaredLength(request),
    max: limits.maxFiles * limits.maxFileBytes,
  });
  const clientDir = clientImportsDir(deps.config.dataDir, clientId);
  let staging: string | undefined;
  let finalDir: string | undefined;
  try {
    await mkdir(clientDir, { recursive: true });
    const dir = await mkdtemp(path.join(clientDir, UPLOAD_STAGING_PREFIX));
    staging = dir;
    const budget = { left: reservation.bytes, exceeded: () => quotaExceeded(quota) };
    const saved = await saveUploadedFiles(request, dir, limits, budget);
    const files = saved.map(storedFile);
    // An ad-hoc list's audience limit, before anything is recorded (StartImport checks again).
    if (purpose === 'adhocList') assertAdhocAudience(files);
    return await withTenant(deps.db, { clientId }, async (trx) => {
      const row = await insertImportRow(trx, {
        clientId,
        userId: auth.userId,
        files,
        bytesTotal: files.reduce((sum, file) => sum + file.size, 0),
      });
      await releaseUploadSpace(trx, reservation);
      finalDir = importDir(deps.config.dataDir, clientId, row.id);
      // A folder left by an earlier database under the same DATA_DIR is stale.
      await rm(finalDir, { recursive: true, force: true });
      await rename(dir, finalDir);
      return toImportPreview(row.id, files, await listAttributeRows(trx, clientId));
    });
  } catch (error) {
    if (staging) await rm(staging, { recursive: true, force: true });
    if (finalDir) await rm(finalDir, { recursive: true, force: true });
    // Should the release fail too, the reservation stops counting after a day.
    await releaseUploadSpace(deps.db, reservation).catch(() => undefined);
    throw error;
  }
}

/** The request's declared body size, when it declares one (chunked bodies do not). */
function declaredLength(request: FastifyRequest): number | undefined {
  const length = Number(request.headers['content-length']);
  return Number.isSafeInteger(length) && length > 0 ? length : undefined;
}
