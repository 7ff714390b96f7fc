import type { Kysely } from 'kysely';
import type { TScope } from '@resonate/contracts/onboarding/tenancy';
import { withTenant } from '#/db/tenant.ts';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { loadAccount } from '#/modules/auth/index.ts';
import { listSwitchableBrands, listWorkDepartments, readCompany } from './scope-repository.ts';

/**
 * The scope of a session as the SPA stores it: the companies the user may work in (from the
 * user's own tenant) and the active company with its departments (from the active tenant).
 */
export async function getScope(db: Kysely<DB>, auth: TAuthContext): Promise<TScope> {
  const own = await withTenant(db, { clientId: auth.userClientId }, async (trx) => {
    const account = await loadAccount(trx, auth.userId);
    if (!account) throw new AppError('UNAUTHORIZED');
    const brands = account.isAgency ? await listSwitchableBrands(trx, account) : [];
    return { account, brands };
  });
  const active = await withTenant(db, { clientId: auth.clientId }, async (trx) => ({
    company: await readCompany(trx, auth.clientId),
    departments: await listWorkDepartments(trx, {
      userId: auth.userId,
      all: auth.isAccountAdmin || auth.clientId !== auth.userClientId,
    }),
  }));
  if (!active.company) throw new AppError('UNAUTHORIZED');
  const { account, brands } = own;
  return {
    clientId: auth.clientId,
    clientName: active.company.clientName,
    parentClientId: auth.userClientId,
    departmentId: auth.departmentId,
    departmentList: active.departments,
    clientList: [
      { clientId: account.clientId, clientName: account.clientName, isHome: true },
      ...brands.map((b) => ({ ...b, isHome: false })),
    ],
    isAgency: account.isAgency,
    isCampaign: active.company.isCampaign,
    licenseTypeId: active.company.licenseTypeId,
    accountAdmin: auth.isAccountAdmin,
  };
}
