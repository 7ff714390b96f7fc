import {
  AD_MSG,
  MASKED_SECRET,
  type TActiveDirectory,
  type TActiveDirectoryFormOutput,
  type TRoleOption,
} from '@resonate/contracts/auth/active-directory';
import { keepSecretOnlyForSameEndpoint } from '#/crypto/keep-secret.ts';
import { withTenant } from '#/db/tenant.ts';
import { syncDomainRows } from '#/modules/sso/index.ts';
import { AppError } from '#/errors.ts';
import { assertAdmin } from '#/modules/admin/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { adSecretBox, bindPasswordContext, type TAdDeps } from './deps.ts';
import {
  deleteDirectory,
  domainHasOtherUsers,
  domainsClaimedElsewhere,
  listRoleOptions,
  readDirectory,
  writeDirectory,
  type TDirectoryRow,
} from './directory-repository.ts';
import { isCleartext } from './ldap-connection.ts';

/** The directory as the settings page shows it: never the password, only that one is stored. */
export function directoryView(row: TDirectoryRow): TActiveDirectory {
  return {
    isEnabled: row.is_enabled,
    url: row.url,
    startTls: row.start_tls,
    caCertificate: row.ca_certificate ?? '',
    bindDn: row.bind_dn,
    bindPassword: MASKED_SECRET,
    searchBase: row.search_base,
    searchFilter: row.search_filter,
    nestedGroups: row.nested_groups,
    domains: row.domains,
    groupRoles: row.groupRoles,
    defaultRoleId: row.default_role_id,
    jitEnabled: row.jit_enabled,
    lastTestOk: row.last_test_ok,
    lastTestMessage: row.last_test_message,
    lastTestedAt: row.last_tested_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Security/GetActiveDirectory: the settings (null before the first save) and role choices. */
export async function getActiveDirectory(
  deps: TAdDeps,
  auth: TAuthContext,
): Promise<{ directory: TActiveDirectory | null; roles: TRoleOption[] }> {
  assertAdmin(auth);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const [row, roles] = await Promise.all([readDirectory(trx), listRoleOptions(trx)]);
    return { directory: row ? directoryView(row) : null, roles };
  });
}

const fieldError = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { errors: { [field]: message } });

/** Checks what the schema cannot: this deployment's transport rules and the tenant's data. */
async function assertSavable(
  deps: TAdDeps,
  trx: Parameters<Parameters<typeof withTenant>[2]>[0],
  clientId: number,
  form: TActiveDirectoryFormOutput,
  roles: TRoleOption[],
) {
  if (isCleartext(form) && !deps.config.allowPrivateLdapHosts)
    throw fieldError('url', AD_MSG.cleartextRefused);
  const roleIds = new Set(roles.map((role) => role.roleId));
  const badMapping = form.groupRoles.findIndex((mapping) => !roleIds.has(mapping.roleId));
  if (badMapping >= 0) throw fieldError(`groupRoles.${badMapping}.roleId`, AD_MSG.roleUnknown);
  if (form.defaultRoleId !== null && !roleIds.has(form.defaultRoleId))
    throw fieldError('defaultRoleId', AD_MSG.roleUnknown);
  const claimed = await domainsClaimedElsewhere(trx, clientId, form.domains);
  if (claimed.length > 0) throw fieldError('domains', `${AD_MSG.domainTaken}: ${claimed[0]}`);
  for (const domain of form.domains) {
    if (await domainHasOtherUsers(trx, clientId, domain))
      throw fieldError('domains', `${AD_MSG.domainHasOtherUsers}: ${domain}`);
  }
}

/** Security/SaveActiveDirectory: creates or replaces the client's directory. */
export async function saveActiveDirectory(
  deps: TAdDeps,
  auth: TAuthContext,
  form: TActiveDirectoryFormOutput,
): Promise<TActiveDirectory> {
  assertAdmin(auth);
  const clientId = auth.clientId;
  const box = adSecretBox(deps.config.appSecret);
  try {
    return await withTenant(deps.db, { clientId }, async (trx) => {
      const [existing, roles] = await Promise.all([readDirectory(trx), listRoleOptions(trx)]);
      await assertSavable(deps, trx, clientId, form, roles);
      // A new server gets the password typed again: the stored one never follows a changed URL.
      const sealed = form.bindPassword
        ? box.seal(form.bindPassword, bindPasswordContext(clientId))
        : keepSecretOnlyForSameEndpoint({
            stored: existing?.bind_password_sealed,
            storedEndpoint: existing ? [existing.url] : undefined,
            endpoint: [form.url],
            field: 'bindPassword',
            message: AD_MSG.bindPasswordForNewUrl,
          });
      if (!sealed) throw fieldError('bindPassword', AD_MSG.bindPasswordRequired);
      const values = {
        is_enabled: form.isEnabled,
        url: form.url,
        start_tls: form.startTls,
        ca_certificate: form.caCertificate === '' ? null : form.caCertificate,
        bind_dn: form.bindDn,
        bind_password_sealed: sealed,
        search_base: form.searchBase,
        search_filter: form.searchFilter,
        nested_groups: form.nestedGroups,
        default_role_id: form.defaultRoleId,
        jit_enabled: form.jitEnabled,
      };
      await writeDirectory(trx, clientId, values, form.domains, form.groupRoles);
      // Its domains join the ones to prove by DNS (Security page, domain verification).
      await syncDomainRows(trx, clientId);
      const saved = await readDirectory(trx);
      return directoryView(saved!);
    });
  } catch (error) {
    // A disabled directory elsewhere still holds its domains (the primary key spans tenants).
    if ((error as { code?: string }).code === '23505')
      throw fieldError('domains', AD_MSG.domainTaken);
    throw error;
  }
}

/** Security/DeleteActiveDirectory: AD sign-in stops; the users it created stay (no password). */
export async function removeActiveDirectory(deps: TAdDeps, auth: TAuthContext): Promise<void> {
  assertAdmin(auth);
  const deleted = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const removed = await deleteDirectory(trx);
    await syncDomainRows(trx, auth.clientId);
    return removed;
  });
  if (!deleted) throw new AppError('NOT_FOUND', AD_MSG.notConfigured);
}
