import type { Kysely, Transaction } from 'kysely';
import { withTenant } from '#/db/tenant.ts';
import type { DB } from '#/db/schema.ts';
import { listSwitchableBrands, listWorkDepartments, readSessionScope } from './scope-repository.ts';

export type TScopeUser = {
  clientId: number;
  userId: number;
  isAccountAdmin: boolean;
  isAgency: boolean;
};

export type TActiveScope = {
  clientId: number;
  departmentId: number;
  departmentIds: number[];
};

/**
 * Where a session works, re-checked each time the session is loaded (not only when switching):
 * a brand that was deactivated, moved out of the user's reach or deleted since, or a department
 * the user left, silently falls back to the user's own client or no department. Runs in the
 * user's own tenant, then (for a brand) reads the brand's departments in the brand's tenant.
 */
export async function resolveActiveScope(
  db: Kysely<DB>,
  trx: Transaction<DB>,
  user: TScopeUser,
  sessionId: number,
): Promise<() => Promise<TActiveScope>> {
  const stored = await readSessionScope(trx, sessionId);
  const brandId = await allowedBrand(trx, user, stored.activeClientId);
  const pick = (departmentIds: number[]): TActiveScope => ({
    clientId: brandId ?? user.clientId,
    departmentIds,
    departmentId:
      stored.activeDepartmentId !== null && departmentIds.includes(stored.activeDepartmentId)
        ? stored.activeDepartmentId
        : 0,
  });
  if (brandId === undefined) {
    const own = await listWorkDepartments(trx, { userId: user.userId, all: user.isAccountAdmin });
    const ids = own.map((d) => d.departmentId);
    return async () => pick(ids);
  }
  // The brand's departments live in the brand's tenant: read after the caller's transaction.
  return async () => {
    const departments = await withTenant(db, { clientId: brandId }, (brandTrx) =>
      listWorkDepartments(brandTrx, { userId: user.userId, all: true }),
    );
    return pick(departments.map((d) => d.departmentId));
  };
}

/** The stored brand when the user may still work in it; undefined means "own client". */
export async function allowedBrand(
  trx: Transaction<DB>,
  user: TScopeUser,
  clientId: number | null,
): Promise<number | undefined> {
  if (clientId === null || clientId === user.clientId || !user.isAgency) return undefined;
  const brands = await listSwitchableBrands(trx, user);
  return brands.some((b) => b.clientId === clientId) ? clientId : undefined;
}
