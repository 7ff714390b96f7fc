import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { LIST_MSG } from '@resonate/contracts/audience/lists';
import { withTenant } from '#/db/tenant.ts';
import { withTenantClient } from '#/db/tenant-client.ts';
import { AppError } from '#/errors.ts';
import { csvHeader, type TExportAttribute } from '#/modules/audience/contacts/contacts-csv.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { selectionFrom } from '../contact-selection.ts';
import { storedRuleSelection } from '../dynamic/rule-filter.ts';
import { requireList } from '../list-access.ts';
import type { TListRow } from '../list-repository.ts';
import { EXPORT_IDS_TABLE, listCopySql } from './list-csv.ts';
import { issueListExportToken, readListExportToken } from './list-export-token.ts';

type TStreamDeps = Pick<FastifyInstance, 'db' | 'bulkPool' | 'log'>;

export const DOWNLOAD_LIST_PATH = '/api/Audience/DownloadList';
export const DOWNLOAD_EXPIRED = 'This download link has expired; export the list again';

/** POST Audience/ExportList: a one-minute link to the CSV of a list's members. */
export async function exportList(
  deps: Pick<FastifyInstance, 'db' | 'config'>,
  auth: TAuthContext,
  body: { listId: number },
): Promise<{ url: string }> {
  await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    requireList(trx, auth.clientId, body.listId),
  );
  const token = issueListExportToken(deps.config.appSecret, {
    clientId: auth.clientId,
    listId: body.listId,
    userClientId: auth.userClientId,
  });
  return { url: `${DOWNLOAD_LIST_PATH}?token=${encodeURIComponent(token)}` };
}

export function listExportClaimsOf(appSecret: string, token: string) {
  const claims = readListExportToken(appSecret, token);
  if (!claims) throw new AppError('UNAUTHORIZED', DOWNLOAD_EXPIRED);
  return claims;
}

/** A file name from the list's name: ASCII letters and digits, the rest as dashes. */
export function exportFileName(name: string, day: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${slug || 'list'}-${day}.csv`;
}

/**
 * A dynamic list's members as of now, into a temporary table dropped at commit: the rule runs
 * as an ordinary statement with bound parameters, and COPY then reads plain ids.
 */
async function evaluateInto(deps: TStreamDeps, client: pg.PoolClient, list: TListRow) {
  await client.query(`create temp table ${EXPORT_IDS_TABLE} (id bigint primary key)
    on commit drop`);
  await client.query(`select set_config('work_mem', '64MB', true)`);
  const rule = storedRuleSelection(list.client_id, list.rule);
  const insert = sql`insert into ${sql.table(EXPORT_IDS_TABLE)} (id)
    select c.id from ${selectionFrom(list.client_id, rule)}`;
  const compiled = insert.compile(deps.db);
  await client.query(compiled.sql, [...compiled.parameters]);
}

/**
 * GET Audience/DownloadList: the members streamed from COPY ... TO STDOUT (a UTF-8 BOM, the
 * header, then the rows) in one tenant transaction on a bulk connection, with backpressure, so
 * memory stays flat at any list size. Resolves once the header is written: a failure before
 * that (an unknown list) is an ordinary error answer.
 */
export async function streamListCsv(
  deps: TStreamDeps,
  claims: { clientId: number; listId: number },
): Promise<{ body: Readable; name: string }> {
  const output = new PassThrough();
  let started!: (name: string) => void;
  const ready = new Promise<string>((resolve) => (started = resolve));
  const done = withTenantClient(deps.bulkPool, { clientId: claims.clientId }, async (client) => {
    const found = await client.query<TListRow>(
      'select * from audience_lists where client_id = $1 and id = $2',
      [claims.clientId, claims.listId],
    );
    const list = found.rows[0];
    if (!list) throw new AppError('NOT_FOUND', LIST_MSG.notFound);
    const { rows: attributes } = await client.query<TExportAttribute>(
      'select key, label from contact_attributes order by position, created_at',
    );
    if (list.kind === 'dynamic') await evaluateInto(deps, client, list);
    const copy = client.query(copyTo(listCopySql(deps.db, client, list, attributes)));
    output.write(`\uFEFF${csvHeader(attributes)}`);
    started(list.name);
    await pipeline(copy, output);
  });
  const name = await Promise.race([ready, done.then(() => '')]);
  done.catch((error: unknown) => {
    deps.log.warn({ err: error }, 'list export stopped');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { body: output, name };
}
