import type { Kysely } from 'kysely';
import { TENANCY_MSG, type TScope } from '@resonate/contracts/onboarding/tenancy';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { assertCompanyAddressAllowed } from '#/modules/account/index.ts';
import { loadAccount, loadAuthContext, announceRevocation } from '#/modules/auth/index.ts';
import type { SessionCache, TAuthContext } from '#/modules/auth/index.ts';
import { getScope } from './get-scope.ts';
import { allowedBrand } from './resolve-scope.ts';
import { listWorkDepartments, saveSessionScope } from './scope-repository.ts';

export type TSwitchDeps = { db: Kysely<DB>; sessionCache: SessionCache };

/**
 * POST User/SwitchCompany: the session works in another company (an agency's brand, or back in
 * the user's own client) and department from now on. The brand must be a live brand of the
 * user's agency that the user may work in; a brand user has nothing to switch to. The choice is
 * stored on the session row, so every API instance applies it (cached sessions are evicted),
 * and it is re-checked whenever the session is loaded. A brand whose IP whitelist leaves out the
 * caller's address is refused here, rather than on every call after the switch.
 */
export async function switchCompany(
  deps: TSwitchDeps,
  auth: TAuthContext,
  body: { clientId: number; departmentId?: number },
  ip: string,
): Promise<TScope> {
  const departmentId = body.departmentId ?? 0;
  const home = body.clientId === auth.userClientId;
  const account = await withTenant(deps.db, { clientId: auth.userClientId }, async (trx) => {
    const found = await loadAccount(trx, auth.userId);
    if (!found) throw new AppError('UNAUTHORIZED');
    if (!home && !found.isAgency) throw new AppError('FORBIDDEN', TENANCY_MSG.notAgency);
    if (!home && (await allowedBrand(trx, found, body.clientId)) === undefined) {
      throw new AppError('FORBIDDEN', TENANCY_MSG.companyNotAllowed);
    }
    return found;
  });
  if (!home) await assertCompanyAddressAllowed(deps.db, body.clientId, ip);
  if (departmentId !== 0) {
    // In a brand, agency users may pick any of its departments; at home, their own ones.
    const departments = await withTenant(deps.db, { clientId: body.clientId }, (trx) =>
      listWorkDepartments(trx, { userId: auth.userId, all: !home || account.isAccountAdmin }),
    );
    if (!departments.some((d) => d.departmentId === departmentId)) {
      throw new AppError('FORBIDDEN', TENANCY_MSG.departmentNotAllowed);
    }
  }
  await withTenant(deps.db, { clientId: auth.userClientId }, async (trx) => {
    await saveSessionScope(trx, auth.sessionId, {
      clientId: home ? null : body.clientId,
      departmentId,
    });
    await announceRevocation(trx, { sessionId: auth.sessionId });
  });
  deps.sessionCache.evictSession(auth.sessionId);
  const next = await loadAuthContext(deps.db, {
    clientId: auth.userClientId,
    userId: auth.userId,
    sessionId: auth.sessionId,
  });
  if (!next) throw new AppError('UNAUTHORIZED');
  return getScope(deps.db, next);
}
