import { sql, type Transaction } from 'kysely';
import { ROLE_FEATURES, type TRolePermission } from '@resonate/contracts/onboarding/roles';
import type { DB } from '#/db/schema.ts';

export async function listRoleRows(trx: Transaction<DB>) {
  const [roles, permissions] = await Promise.all([
    trx
      .selectFrom('roles as r')
      .select((eb) => [
        'r.id',
        'r.name',
        eb
          .selectFrom('users as u')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('u.role_id', '=', 'r.id')
          .as('user_count'),
      ])
      .orderBy('r.name')
      .execute(),
    trx
      .selectFrom('role_permissions')
      .select(['role_id', 'feature_id', 'can_view', 'can_create', 'can_edit', 'can_delete'])
      .execute(),
  ]);
  return roles.map((role) => ({
    roleId: role.id,
    name: role.name,
    userCount: Number(role.user_count ?? 0),
    permissions: completePermissions(permissions.filter((p) => p.role_id === role.id)),
  }));
}

/**
 * One entry per feature, in the catalogue's order. A feature a role has no row for is viewable
 * (spec section 3), so it shows as view-only rather than as nothing.
 */
function completePermissions(
  rows: {
    feature_id: number;
    can_view: boolean;
    can_create: boolean;
    can_edit: boolean;
    can_delete: boolean;
  }[],
): TRolePermission[] {
  return ROLE_FEATURES.map(({ featureId }) => {
    const row = rows.find((r) => r.feature_id === featureId);
    return row
      ? {
          featureId,
          canView: row.can_view,
          canCreate: row.can_create,
          canEdit: row.can_edit,
          canDelete: row.can_delete,
        }
      : { featureId, canView: true, canCreate: false, canEdit: false, canDelete: false };
  });
}

export async function roleNameTaken(trx: Transaction<DB>, name: string, exceptId?: number) {
  let query = trx
    .selectFrom('roles')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function roleExists(trx: Transaction<DB>, roleId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('roles')
    .select('id')
    .where('id', '=', roleId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRoles(trx: Transaction<DB>): Promise<number> {
  const row = await trx
    .selectFrom('roles')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Replaces a role's permissions with one row per catalogue feature (missing ones: no access). */
export async function writePermissions(
  trx: Transaction<DB>,
  clientId: number,
  roleId: number,
  permissions: readonly TRolePermission[],
) {
  await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  await trx
    .insertInto('role_permissions')
    .values(
      ROLE_FEATURES.map(({ featureId }) => {
        const p = permissions.find((x) => x.featureId === featureId);
        return {
          client_id: clientId,
          role_id: roleId,
          feature_id: featureId,
          can_view: p?.canView ?? false,
          can_create: p?.canCreate ?? false,
          can_edit: p?.canEdit ?? false,
          can_delete: p?.canDelete ?? false,
        };
      }),
    )
    .execute();
}
