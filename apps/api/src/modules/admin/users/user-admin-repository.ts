import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { containsPattern, pageOffset } from '../admin-guard.ts';

const USER_COLUMNS = [
  'u.id',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.status',
  'u.is_account_admin',
  'u.role_id',
  'u.created_at',
  'r.name as role_name',
] as const;

function usersQuery(trx: Transaction<DB>) {
  return trx.selectFrom('users as u').leftJoin('roles as r', 'r.id', 'u.role_id');
}

export type TUserRow = Awaited<ReturnType<typeof findUserRow>> & {};

export async function findUserRow(trx: Transaction<DB>, userId: number) {
  return usersQuery(trx).select(USER_COLUMNS).where('u.id', '=', userId).executeTakeFirst();
}

/** Users of the current tenant: live ones first, then by name; search by name or email. */
export async function listUserRows(
  trx: Transaction<DB>,
  page: { pageNo: number; pageSize: number; search: string },
) {
  let query = usersQuery(trx);
  if (page.search) {
    const pattern = containsPattern(page.search);
    query = query.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb('u.first_name', 'ilike', pattern),
        eb('u.last_name', 'ilike', pattern),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select(USER_COLUMNS)
      .orderBy((eb) => eb.case().when('u.status', '=', 'deactivated').then(1).else(0).end())
      .orderBy('u.first_name')
      .orderBy('u.last_name')
      .orderBy('u.id')
      .limit(page.pageSize)
      .offset(pageOffset(page))
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalRows: Number(total.n) };
}

/** Department and brand memberships of some users, keyed by user id. */
export async function membershipsOf(trx: Transaction<DB>, userIds: readonly number[]) {
  const departments = new Map<number, number[]>();
  const brands = new Map<number, number[]>();
  if (userIds.length === 0) return { departments, brands };
  const [deptRows, brandRows] = await Promise.all([
    trx
      .selectFrom('user_departments')
      .select(['user_id', 'department_id'])
      .where('user_id', 'in', [...userIds])
      .execute(),
    trx
      .selectFrom('user_brands')
      .select(['user_id', 'brand_client_id'])
      .where('user_id', 'in', [...userIds])
      .execute(),
  ]);
  for (const row of deptRows) {
    departments.set(row.user_id, [...(departments.get(row.user_id) ?? []), row.department_id]);
  }
  for (const row of brandRows) {
    brands.set(row.user_id, [...(brands.get(row.user_id) ?? []), row.brand_client_id]);
  }
  return { departments, brands };
}

export async function replaceMemberships(
  trx: Transaction<DB>,
  clientId: number,
  userId: number,
  memberships: { departmentIds: readonly number[]; brandIds: readonly number[] },
) {
  await trx.deleteFrom('user_departments').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_brands').where('user_id', '=', userId).execute();
  if (memberships.departmentIds.length > 0) {
    await trx
      .insertInto('user_departments')
      .values(
        memberships.departmentIds.map((departmentId) => ({
          client_id: clientId,
          user_id: userId,
          department_id: departmentId,
        })),
      )
      .execute();
  }
  if (memberships.brandIds.length > 0) {
    await trx
      .insertInto('user_brands')
      .values(
        memberships.brandIds.map((brandClientId) => ({
          client_id: clientId,
          user_id: userId,
          brand_client_id: brandClientId,
        })),
      )
      .execute();
  }
}

/** The ids among `ids` that are live brands of the agency (read in the agency's tenant). */
export async function existingBrandIds(
  trx: Transaction<DB>,
  agencyId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('clients')
    .select('id')
    .where('parent_client_id', '=', agencyId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => row.id);
}
