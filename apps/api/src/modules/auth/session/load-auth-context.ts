import type { Kysely } from 'kysely';
import { withTenant } from '#/db/tenant.ts';
import type { DB } from '#/db/schema.ts';
import { resolveActiveScope } from '#/modules/tenancy/index.ts';
import { listRolePermissions, loadAccount } from '../repositories/accounts-repository.ts';
import type { TAuthContext, TFeatureGrant } from './session-cache.ts';

/**
 * What every authenticated request needs to know about its caller, read in the caller's tenant.
 * A user who has been deactivated since signing in gets no context: their sessions stop working.
 * The session's company and department (tenancy module) decide the tenant requests work in.
 */
export async function loadAuthContext(
  db: Kysely<DB>,
  session: { clientId: number; userId: number; sessionId: number },
): Promise<TAuthContext | undefined> {
  const own = await withTenant(db, { clientId: session.clientId }, async (trx) => {
    const account = await loadAccount(trx, session.userId);
    if (!account || account.status !== 'active' || !account.clientActive) return undefined;
    const permissions = new Map<number, boolean>();
    const grants = new Map<number, TFeatureGrant>();
    if (!account.isAccountAdmin && account.roleId !== null) {
      for (const p of await listRolePermissions(trx, account.roleId)) {
        permissions.set(p.featureId, p.viewAccess);
        grants.set(p.featureId, {
          create: p.createAccess,
          edit: p.editAccess,
          delete: p.deleteAccess,
        });
      }
    }
    const scope = await resolveActiveScope(db, trx, account, session.sessionId);
    return {
      isAccountAdmin: account.isAccountAdmin,
      passwordChangeRequired: account.passwordTemporaryUntil !== null,
      permissions,
      grants,
      scope,
    };
  });
  if (!own) return undefined;
  const scope = await own.scope();
  return {
    clientId: scope.clientId,
    userClientId: session.clientId,
    departmentId: scope.departmentId,
    userId: session.userId,
    sessionId: session.sessionId,
    isAccountAdmin: own.isAccountAdmin,
    permissions: own.permissions,
    grants: own.grants,
    departmentIds: scope.departmentIds,
    passwordChangeRequired: own.passwordChangeRequired,
  };
}
