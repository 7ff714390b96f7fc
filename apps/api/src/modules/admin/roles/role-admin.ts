import { sql, type Kysely } from 'kysely';
import {
  ROLE_MSG,
  ROLES_MAX,
  type TRole,
  type TRoleForm,
} from '@resonate/contracts/onboarding/roles';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { SessionCache, TAuthContext } from '#/modules/auth/index.ts';
import { assertAdmin } from '../admin-guard.ts';
import { isUniqueViolation } from '../brands/create-brand.ts';
import {
  countRoles,
  listRoleRows,
  roleExists,
  roleNameTaken,
  writePermissions,
} from './role-repository.ts';

export type TRoleDeps = { db: Kysely<DB>; sessionCache: SessionCache };

const nameExists = () =>
  new AppError('CONFLICT', ROLE_MSG.nameExists, { errors: { name: ROLE_MSG.nameExists } });

export async function getRoles(db: Kysely<DB>, auth: TAuthContext): Promise<TRole[]> {
  assertAdmin(auth);
  return withTenant(db, { clientId: auth.clientId }, listRoleRows);
}

/**
 * Admin/SaveRole: creates a role or replaces its name and permissions. People holding the role
 * get the new permissions on their next request: cached sessions are dropped (this instance at
 * once, others within the cache's 30 seconds).
 */
export async function saveRole(
  deps: TRoleDeps,
  auth: TAuthContext,
  body: TRoleForm & { roleId?: number },
): Promise<TRole> {
  assertAdmin(auth);
  try {
    const roleId = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`roles:${auth.clientId}`}))`.execute(trx);
      if (body.roleId !== undefined && !(await roleExists(trx, body.roleId))) {
        throw new AppError('NOT_FOUND', ROLE_MSG.notFound);
      }
      if (await roleNameTaken(trx, body.name, body.roleId)) throw nameExists();
      let id = body.roleId;
      if (id === undefined) {
        if ((await countRoles(trx)) >= ROLES_MAX) throw new AppError('CONFLICT', ROLE_MSG.tooMany);
        const row = await trx
          .insertInto('roles')
          .values({ client_id: auth.clientId, name: body.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      } else {
        await trx.updateTable('roles').set({ name: body.name }).where('id', '=', id).execute();
      }
      await writePermissions(trx, auth.clientId, id, body.permissions);
      return id;
    });
    deps.sessionCache.clear();
    const roles = await getRoles(deps.db, auth);
    return roles.find((role) => role.roleId === roleId)!;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
}

/** Admin/DeleteRole: only a role nobody holds (409 otherwise: reassign its users first). */
export async function deleteRole(db: Kysely<DB>, auth: TAuthContext, roleId: number) {
  assertAdmin(auth);
  await withTenant(db, { clientId: auth.clientId }, async (trx) => {
    if (!(await roleExists(trx, roleId))) throw new AppError('NOT_FOUND', ROLE_MSG.notFound);
    const holder = await trx
      .selectFrom('users')
      .select('id')
      .where('role_id', '=', roleId)
      .executeTakeFirst();
    if (holder) throw new AppError('CONFLICT', ROLE_MSG.inUse);
    await trx.deleteFrom('roles').where('id', '=', roleId).execute();
  });
}
