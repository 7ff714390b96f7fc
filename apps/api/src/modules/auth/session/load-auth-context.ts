import type { Kysely } from 'kysely';
import { withTenant } from '#/db/tenant.ts';
import type { DB } from '#/db/schema.ts';
import {
  listDepartments,
  listRolePermissions,
  loadAccount,
} from '../repositories/accounts-repository.ts';
import type { TAuthContext } from './session-cache.ts';

/**
 * What every authenticated request needs to know about its caller, read in the caller's tenant.
 * A user who has been deactivated since signing in gets no context: their sessions stop working.
 */
export async function loadAuthContext(
  db: Kysely<DB>,
  session: { clientId: number; userId: number; sessionId: number },
): Promise<TAuthContext | undefined> {
  return withTenant(db, { clientId: session.clientId }, async (trx) => {
    const account = await loadAccount(trx, session.userId);
    if (!account || account.status !== 'active') return undefined;
    const permissions = new Map<number, boolean>();
    if (!account.isAccountAdmin && account.roleId !== null) {
      for (const p of await listRolePermissions(trx, account.roleId))
        permissions.set(p.featureId, p.viewAccess);
    }
    const departments = await listDepartments(trx, account.userId, account.isAccountAdmin);
    return {
      clientId: session.clientId,
      userId: session.userId,
      sessionId: session.sessionId,
      isAccountAdmin: account.isAccountAdmin,
      permissions,
      departmentIds: departments.map((d) => d.departmentId),
    };
  });
}
