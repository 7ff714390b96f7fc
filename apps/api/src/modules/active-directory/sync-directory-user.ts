import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import type { TAccountRef } from '#/modules/auth/index.ts';
import type { TDirectoryUser } from './directory-client.ts';
import type { TDirectoryRow } from './directory-repository.ts';
import { roleForGroups } from './role-mapping.ts';

export type TSyncOutcome =
  { kind: 'ok'; userId: number } | { kind: 'no-role' } | { kind: 'not-provisioned' };

/**
 * After a good AD bind, inside the directory's tenant: the account's role follows the user's
 * groups at EACH sign-in (so removing someone from a group takes effect at their next sign-in),
 * or the account is created just in time when the admin allows it. A user in no mapped group
 * and with no default role gets no access, except an account admin, whose access does not come
 * from a role.
 */
export async function applyDirectoryUser(
  trx: Transaction<DB>,
  directory: Pick<TDirectoryRow, 'client_id' | 'groupRoles' | 'default_role_id' | 'jit_enabled'>,
  email: string,
  ref: TAccountRef | undefined,
  user: TDirectoryUser,
): Promise<TSyncOutcome> {
  const roleId = roleForGroups(user.groups, directory.groupRoles, directory.default_role_id);
  if (ref) {
    const account = await trx
      .selectFrom('users')
      .select(['id', 'role_id', 'is_account_admin'])
      .where('id', '=', ref.userId)
      .executeTakeFirst();
    if (!account) return { kind: 'not-provisioned' };
    if (roleId === null)
      return account.is_account_admin ? { kind: 'ok', userId: account.id } : { kind: 'no-role' };
    if (account.role_id !== roleId) {
      await trx
        .updateTable('users')
        .set({ role_id: roleId })
        .where('id', '=', account.id)
        .execute();
    }
    return { kind: 'ok', userId: account.id };
  }
  if (!directory.jit_enabled) return { kind: 'not-provisioned' };
  if (roleId === null) return { kind: 'no-role' };
  const created = await trx
    .insertInto('users')
    .values({
      client_id: directory.client_id,
      email,
      first_name: user.firstName,
      last_name: user.lastName,
      status: 'active',
      role_id: roleId,
    })
    // Two first sign-ins at once: the second finds the account the first created.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) return { kind: 'ok', userId: created.id };
  const existing = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .executeTakeFirst();
  return existing ? { kind: 'ok', userId: existing.id } : { kind: 'not-provisioned' };
}
