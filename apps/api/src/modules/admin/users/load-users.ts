import type { Kysely, Transaction } from 'kysely';
import { USER_MSG, type TAdminUser } from '@resonate/contracts/onboarding/users';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertAdmin } from '../admin-guard.ts';
import { pendingInvitationExpiry } from '../invitations/invitation-repository.ts';
import {
  findUserRow,
  listUserRows,
  membershipsOf,
  type TUserRow,
} from './user-admin-repository.ts';
import { toAdminUser } from './user-view.ts';

async function withDetails(trx: Transaction<DB>, rows: NonNullable<TUserRow>[]) {
  const ids = rows.map((row) => row.id);
  const [memberships, invitations] = await Promise.all([
    membershipsOf(trx, ids),
    pendingInvitationExpiry(trx, ids),
  ]);
  return rows.map((row) =>
    toAdminUser(row, {
      departmentIds: memberships.departments.get(row.id) ?? [],
      brandIds: memberships.brands.get(row.id) ?? [],
      invitationExpiresAt: invitations.get(row.id),
    }),
  );
}

/** Admin/GetUsers: the users of the company the admin works in, a page at a time. */
export async function getUsers(
  db: Kysely<DB>,
  auth: TAuthContext,
  page: { pageNo: number; pageSize: number; search: string },
) {
  assertAdmin(auth);
  return withTenant(db, { clientId: auth.clientId }, async (trx) => {
    const { rows, totalRows } = await listUserRows(trx, page);
    return { users: await withDetails(trx, rows), totalRows };
  });
}

/** One user as the users page shows it (after a change), inside the caller's transaction. */
export async function readAdminUser(trx: Transaction<DB>, userId: number): Promise<TAdminUser> {
  const row = await findUserRow(trx, userId);
  if (!row) throw new AppError('NOT_FOUND', USER_MSG.notFound);
  return (await withDetails(trx, [row]))[0]!;
}
