import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AnalyticsSitesTable, DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;
export type TSiteRow = Selectable<AnalyticsSitesTable>;

const COLUMNS = ['id', 'client_id', 'site_key', 'name', 'domains', 'created_at'] as const;

export function listSiteRows(trx: TTrx, clientId: number): Promise<TSiteRow[]> {
  return trx
    .selectFrom('analytics_sites')
    .select(COLUMNS)
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countSites(trx: TTrx, clientId: number): Promise<number> {
  const row = await trx
    .selectFrom('analytics_sites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertSite(
  trx: TTrx,
  site: { clientId: number; siteKey: string; name: string; domains: string[] },
): Promise<TSiteRow> {
  return trx
    .insertInto('analytics_sites')
    .values({
      client_id: site.clientId,
      site_key: site.siteKey,
      name: site.name,
      domains: site.domains,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteSiteRow(trx: TTrx, clientId: number, siteId: number) {
  const result = await trx
    .deleteFrom('analytics_sites')
    .where('client_id', '=', clientId)
    .where('id', '=', siteId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The site a public key belongs to, across tenants (SECURITY DEFINER), or undefined. */
export async function findSiteByKey(
  db: Kysely<DB>,
  siteKey: string,
): Promise<{ clientId: number; siteId: number; domains: string[] } | undefined> {
  const { rows } = await sql<{ client_id: number; site_id: number; domains: string[] }>`
    select client_id, site_id, domains from analytics_site_find(${siteKey})`.execute(db);
  const row = rows[0];
  return row
    ? { clientId: Number(row.client_id), siteId: Number(row.site_id), domains: row.domains }
    : undefined;
}
