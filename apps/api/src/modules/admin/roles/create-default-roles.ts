import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { DEFAULT_ROLE_PRESETS } from './role-presets.ts';

/**
 * Creates the roles every new client starts with (Administrator with every permission, Marketer,
 * Viewer) and returns the Administrator role id, which the client's first user gets. Runs inside
 * the caller's transaction; the caller must have set the tenant to `clientId` (withTenant, or
 * set_config('app.client_id') for the owner connection) because roles are RLS-forced tables.
 */
export async function createDefaultRoles(trx: Transaction<DB>, clientId: number): Promise<number> {
  let adminRoleId: number | undefined;
  for (const preset of DEFAULT_ROLE_PRESETS) {
    const role = await trx
      .insertInto('roles')
      .values({ client_id: clientId, name: preset.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('role_permissions')
      .values(
        preset.permissions.map((p) => ({
          client_id: clientId,
          role_id: role.id,
          feature_id: p.featureId,
          can_view: p.canView,
          can_create: p.canCreate,
          can_edit: p.canEdit,
          can_delete: p.canDelete,
        })),
      )
      .execute();
    if (preset.isAdmin) adminRoleId = role.id;
  }
  if (adminRoleId === undefined) throw new Error('createDefaultRoles: no administrator preset');
  return adminRoleId;
}
