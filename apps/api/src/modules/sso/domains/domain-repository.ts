import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, SsoDomainsTable } from '#/db/schema.ts';

export type TDomainRow = Selectable<SsoDomainsTable>;

/** The tenant's domains, proven or not (RLS keeps them to the tenant of the transaction). */
export async function listDomainRows(trx: Transaction<DB>): Promise<TDomainRow[]> {
  return trx.selectFrom('sso_domains').selectAll().orderBy('domain').execute();
}

export async function findDomainRow(
  trx: Transaction<DB>,
  domain: string,
): Promise<TDomainRow | undefined> {
  return trx.selectFrom('sso_domains').selectAll().where('domain', '=', domain).executeTakeFirst();
}

/**
 * Gives every domain the tenant's identity providers or Active Directory list a row with a token
 * of its own (a new domain, or one saved before domains were proven) and drops the rows nothing
 * lists any more, so a client that stops using a domain releases its claim. Called inside the
 * tenant's transaction.
 */
export async function syncDomainRows(trx: Transaction<DB>, clientId: number): Promise<void> {
  const [providers, directoryDomains] = await Promise.all([
    trx.selectFrom('identity_providers').select('allowed_domains').execute(),
    trx.selectFrom('ad_directory_domains').select('domain').execute(),
  ]);
  const listed = [
    ...new Set([
      ...providers.flatMap((provider) => provider.allowed_domains),
      ...directoryDomains.map((row) => row.domain),
    ]),
  ];
  if (listed.length > 0) {
    await trx
      .insertInto('sso_domains')
      .values(
        listed.map((domain) => ({
          client_id: clientId,
          domain,
          token: randomBytes(20).toString('hex'),
        })),
      )
      .onConflict((conflict) => conflict.columns(['client_id', 'domain']).doNothing())
      .execute();
  }
  let stale = trx.deleteFrom('sso_domains');
  if (listed.length > 0) stale = stale.where('domain', 'not in', listed);
  await stale.execute();
}

/**
 * Records the proof; undefined when the domain left the providers meanwhile. A domain another
 * client proved meanwhile fails on the unique index.
 */
export async function markDomainProven(
  trx: Transaction<DB>,
  domain: string,
): Promise<TDomainRow | undefined> {
  return trx
    .updateTable('sso_domains')
    .set({ verified_at: new Date() })
    .where('domain', '=', domain)
    .returningAll()
    .executeTakeFirst();
}

/** The client that proved a domain, across tenants (SECURITY DEFINER function); none: undefined. */
export async function provenDomainOwner(
  db: Kysely<DB>,
  domain: string,
): Promise<number | undefined> {
  const { rows } = await sql<{ owner: number | null }>`
    select sso_domain_owner(${domain}) as owner`.execute(db);
  const owner = rows[0]?.owner;
  return owner === null || owner === undefined ? undefined : Number(owner);
}

/**
 * Whether the login page offers the tenant's single sign-on at this domain: the tenant proved it
 * and an enabled provider lists it (inside the tenant's transaction).
 */
export async function ssoOfferedAt(trx: Transaction<DB>, domain: string): Promise<boolean> {
  const { rows } = await sql<{ offered: boolean }>`
    select exists (
      select 1 from sso_domains d
      join identity_providers p on d.domain = any (p.allowed_domains)
      where d.domain = ${domain} and d.verified_at is not null and p.enabled
    ) as offered`.execute(trx);
  return rows[0]?.offered === true;
}
