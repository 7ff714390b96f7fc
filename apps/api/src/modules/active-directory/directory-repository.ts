import { sql, type Transaction } from 'kysely';
import type { TGroupRole } from '@resonate/contracts/auth/active-directory';
import type { DB } from '#/db/schema.ts';

/** The tenant's directory with its domains and mappings (inside withTenant). */
export async function readDirectory(trx: Transaction<DB>) {
  const row = await trx.selectFrom('ad_directories').selectAll().executeTakeFirst();
  if (!row) return undefined;
  const [domains, groupRoles] = await Promise.all([
    trx.selectFrom('ad_directory_domains').select('domain').orderBy('domain').execute(),
    trx
      .selectFrom('ad_group_roles')
      .select(['group_dn as groupDn', 'role_id as roleId'])
      .orderBy('position')
      .execute(),
  ]);
  return { ...row, domains: domains.map((d) => d.domain), groupRoles };
}
export type TDirectoryRow = NonNullable<Awaited<ReturnType<typeof readDirectory>>>;

export type TDirectoryValues = {
  is_enabled: boolean;
  url: string;
  start_tls: boolean;
  ca_certificate: string | null;
  bind_dn: string;
  bind_password_sealed: string;
  search_base: string;
  search_filter: string;
  nested_groups: boolean;
  default_role_id: number | null;
  jit_enabled: boolean;
};

/** Creates or replaces the directory, its domains and its mappings (one transaction). */
export async function writeDirectory(
  trx: Transaction<DB>,
  clientId: number,
  values: TDirectoryValues,
  domains: readonly string[],
  groupRoles: readonly TGroupRole[],
) {
  await trx
    .insertInto('ad_directories')
    .values({ client_id: clientId, ...values })
    .onConflict((oc) =>
      oc.column('client_id').doUpdateSet({
        ...values,
        updated_at: sql<Date>`now()`,
        // New settings: the last test said nothing about them.
        last_test_ok: null,
        last_test_message: null,
        last_tested_at: null,
      }),
    )
    .execute();
  await trx.deleteFrom('ad_directory_domains').execute();
  await trx
    .insertInto('ad_directory_domains')
    .values(domains.map((domain) => ({ client_id: clientId, domain })))
    .execute();
  await trx.deleteFrom('ad_group_roles').execute();
  if (groupRoles.length > 0) {
    await trx
      .insertInto('ad_group_roles')
      .values(
        groupRoles.map((mapping, position) => ({
          client_id: clientId,
          position,
          group_dn: mapping.groupDn,
          role_id: mapping.roleId,
        })),
      )
      .execute();
  }
}

export async function deleteDirectory(trx: Transaction<DB>): Promise<boolean> {
  const result = await trx.deleteFrom('ad_directories').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function recordTestResult(trx: Transaction<DB>, ok: boolean, message: string) {
  await trx
    .updateTable('ad_directories')
    .set({ last_test_ok: ok, last_test_message: message, last_tested_at: sql<Date>`now()` })
    .execute();
}

/** Which domains another directory has claimed already (the primary key spans tenants). */
export async function domainsClaimedElsewhere(
  trx: Transaction<DB>,
  clientId: number,
  domains: readonly string[],
): Promise<string[]> {
  const claimed: string[] = [];
  for (const domain of domains) {
    const { rows } = await sql<{ client_id: number }>`
      select client_id from ad_find_directory(${domain})`.execute(trx);
    const owner = rows[0];
    if (owner && Number(owner.client_id) !== clientId) claimed.push(domain);
  }
  return claimed;
}

export async function domainHasOtherUsers(
  trx: Transaction<DB>,
  clientId: number,
  domain: string,
): Promise<boolean> {
  const { rows } = await sql<{ taken: boolean }>`
    select ad_domain_has_other_users(${domain}, ${clientId}) as taken`.execute(trx);
  return rows[0]?.taken === true;
}

export async function listRoleOptions(trx: Transaction<DB>) {
  return trx.selectFrom('roles').select(['id as roleId', 'name']).orderBy('name').execute();
}
