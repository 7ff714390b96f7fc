import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { to as copyTo } from 'pg-copy-streams';
import type { TContactSearch } from '@resonate/contracts/audience/contact-search';
import { CONTACT_MSG } from '@resonate/contracts/audience/contacts';
import { withTenant } from '#/db/tenant.ts';
import { withTenantClient } from '#/db/tenant-client.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { resolveContactSearch } from './contact-search.ts';
import { csvHeader, exportCopySql, type TExportAttribute } from './contacts-csv.ts';
import { issueExportToken, readExportToken } from './export-token.ts';

type TExportDeps = Pick<FastifyInstance, 'db' | 'bulkPool' | 'config' | 'log'>;

export const DOWNLOAD_PATH = '/api/Audience/DownloadContacts';

/** POST Audience/ExportContacts: a one-minute link to the CSV of a search (or of everyone). */
export async function exportContacts(
  deps: Pick<FastifyInstance, 'db' | 'config'>,
  auth: TAuthContext,
  body: { search?: string },
): Promise<{ url: string }> {
  const search = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    resolveContactSearch(trx, auth.clientId, body.search),
  );
  const token = issueExportToken(deps.config.appSecret, {
    clientId: auth.clientId,
    userClientId: auth.userClientId,
    search,
  });
  return { url: `${DOWNLOAD_PATH}?token=${encodeURIComponent(token)}` };
}

/** The tenant of a download link, or 401 when the link is forged or expired. */
export function exportClaimsOf(appSecret: string, token: string | undefined) {
  const claims = token ? readExportToken(appSecret, token) : undefined;
  if (!claims) throw new AppError('UNAUTHORIZED', CONTACT_MSG.downloadExpired);
  return claims;
}

/**
 * GET Audience/DownloadContacts: the CSV streamed straight from COPY ... TO STDOUT (a UTF-8 BOM
 * so spreadsheets read names right, the header, then the rows), inside one tenant transaction
 * on a bulk connection, with backpressure: memory stays flat at any audience size. Resolves
 * once the header is written, so a failure before that is an ordinary error answer.
 */
export async function streamContactsCsv(
  deps: TExportDeps,
  claims: { clientId: number; search?: TContactSearch },
): Promise<Readable> {
  const output = new PassThrough();
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  const done = withTenantClient(deps.bulkPool, { clientId: claims.clientId }, async (client) => {
    const { rows } = await client.query<TExportAttribute>(
      'select key, label from contact_attributes order by position, created_at',
    );
    const filter = { clientId: claims.clientId, search: claims.search };
    const copy = client.query(copyTo(exportCopySql(deps.db, client, filter, rows)));
    output.write(`\uFEFF${csvHeader(rows)}`);
    started();
    await pipeline(copy, output);
  });
  await Promise.race([ready, done]);
  done.catch((error: unknown) => {
    deps.log.warn({ err: error }, 'contacts export stopped');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
