import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { listDomainRows, syncDomainRows } from '../domains/domain-repository.ts';
import { toSsoDomain } from '../domains/domain-view.ts';
import { listProviderRows, toProvider } from './provider-repository.ts';

/** The security page's identity providers and the domains they claim, proven or not. */
export async function getIdentityProviders(db: Kysely<DB>, clientId: number) {
  const [rows, domainRows] = await withTenant(db, { clientId }, async (trx) => {
    // Providers saved before domains were proven get their tokens on first look.
    await syncDomainRows(trx, clientId);
    return Promise.all([listProviderRows(trx), listDomainRows(trx)]);
  });
  return { providers: rows.map(toProvider), domains: domainRows.map(toSsoDomain) };
}
