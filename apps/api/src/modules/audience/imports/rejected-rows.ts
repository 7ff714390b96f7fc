import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { IMPORT_MSG } from '@resonate/contracts/audience/imports';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { signPayload, verifyPayload } from '#/modules/auth/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { deriveSecret } from '#/secrets.ts';
import type { TImportDeps } from './import-deps.ts';
import { importDir, rejectedRowsPath } from './import-paths.ts';
import { findImportRow } from './import-repository.ts';

export const REJECTED_ROWS_PATH = '/api/Audience/DownloadRejectedRows';
const PURPOSE = 'import-rejected-rows';
/** The browser navigates to the link at once; a leaked link is useless a minute later. */
const TOKEN_SECONDS = 60;

/** `userClientId`: the client of the user who asked (its IP whitelist applies to the download). */
type TClaims = { clientId: number; importId: number; userClientId?: number };

const keyOf = (appSecret: string) => deriveSecret(appSecret, 'audience-download');

async function rejectedFile(dataDir: string, claims: TClaims): Promise<string | undefined> {
  const file = rejectedRowsPath(importDir(dataDir, claims.clientId, claims.importId));
  return stat(file).then(
    (info) => (info.size > 0 ? file : undefined),
    () => undefined,
  );
}

/** POST Audience/GetRejectedRowsLink: a one-minute link to the rejected rows of an import. */
export async function getRejectedRowsLink(
  deps: TImportDeps,
  auth: TAuthContext,
  importId: number,
): Promise<{ url: string }> {
  const { clientId } = auth;
  const row = await withTenant(deps.db, { clientId }, (trx) =>
    findImportRow(trx, clientId, importId),
  );
  if (!row) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
  if (row.rows_rejected === 0 || !(await rejectedFile(deps.config.dataDir, { clientId, importId })))
    throw new AppError('NOT_FOUND', IMPORT_MSG.noRejectedRows);
  const token = signPayload(
    keyOf(deps.config.appSecret),
    PURPOSE,
    { c: clientId, i: importId, u: auth.userClientId },
    TOKEN_SECONDS,
  );
  return { url: `${REJECTED_ROWS_PATH}?token=${encodeURIComponent(token)}` };
}

/** The import a download link names, or 401 when the link is forged or expired. */
export function rejectedRowsClaimsOf(appSecret: string, token: string): TClaims {
  const claims = verifyPayload<{ c?: unknown; i?: unknown; u?: unknown }>(
    keyOf(appSecret),
    PURPOSE,
    token,
  );
  const valid = (value: unknown): value is number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
  if (!claims || !valid(claims.c) || !valid(claims.i))
    throw new AppError('UNAUTHORIZED', IMPORT_MSG.downloadExpired);
  const who = valid(claims.u) ? { userClientId: claims.u } : {};
  return { clientId: claims.c, importId: claims.i, ...who };
}

/** GET Audience/DownloadRejectedRows: the CSV the run wrote (cells already made safe). */
export async function openRejectedRows(deps: TImportDeps, claims: TClaims): Promise<Readable> {
  const file = await rejectedFile(deps.config.dataDir, claims);
  if (!file) throw new AppError('NOT_FOUND', IMPORT_MSG.noRejectedRows);
  return createReadStream(file);
}
