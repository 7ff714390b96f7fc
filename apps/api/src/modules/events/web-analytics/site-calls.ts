import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  analyticsSnippet,
  SITES_MAX,
  SITES_MSG,
  type TSite,
} from '@resonate/contracts/events/sites';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { iso, ownClient } from '#/modules/data-exchange/index.ts';
import {
  countSites,
  deleteSiteRow,
  insertSite,
  listSiteRows,
  type TSiteRow,
} from './sites-repository.ts';

type TDeps = { db: Kysely<DB>; config: { publicUrl: string } };

/** Sites hand out a way to write events into the account: only its admins change them. */
function ownClientAdmin(auth: TAuthContext, body: { clientId: number }): void {
  ownClient(auth, body);
  if (!auth.isAccountAdmin) throw new AppError('FORBIDDEN', SITES_MSG.notAdmin);
}

/** Public, like a VAPID key: it names a site, it does not authenticate anyone. */
function newSiteKey(): string {
  return `rsa_${randomBytes(18).toString('base64url')}`;
}

function toSite(row: TSiteRow, publicUrl: string): TSite {
  return {
    siteId: row.id,
    name: row.name,
    siteKey: row.site_key,
    domains: row.domains,
    snippet: analyticsSnippet(`${publicUrl}/api/analytics.js`, row.site_key),
    createdAt: iso(row.created_at),
  };
}

/** POST Events/GetSites: the client's web analytics sites with their snippets. */
export async function getSites(
  deps: TDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TSite[]> {
  ownClient(auth, body);
  const rows = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    listSiteRows(trx, auth.clientId),
  );
  return rows.map((row) => toSite(row, deps.config.publicUrl));
}

/** POST Events/CreateSite (account admins): a new site key for the given domains. */
export async function createSite(
  deps: TDeps,
  auth: TAuthContext,
  body: { clientId: number; name: string; domains: string[] },
): Promise<TSite> {
  ownClientAdmin(auth, body);
  const row = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    if ((await countSites(trx, auth.clientId)) >= SITES_MAX) {
      throw new AppError('CONFLICT', SITES_MSG.tooManySites);
    }
    return insertSite(trx, {
      clientId: auth.clientId,
      siteKey: newSiteKey(),
      name: body.name,
      domains: body.domains,
    });
  });
  return toSite(row, deps.config.publicUrl);
}

/** POST Events/DeleteSite (account admins): its key stops working; its events stay. */
export async function deleteSite(
  deps: TDeps,
  auth: TAuthContext,
  body: { clientId: number; siteId: number },
): Promise<void> {
  ownClientAdmin(auth, body);
  const deleted = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    deleteSiteRow(trx, auth.clientId, body.siteId),
  );
  if (!deleted) throw new AppError('NOT_FOUND', SITES_MSG.siteNotFound);
}
