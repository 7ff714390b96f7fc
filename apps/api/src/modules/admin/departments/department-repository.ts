import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { containsPattern, pageOffset } from '../admin-guard.ts';

function departmentQuery(trx: Transaction<DB>) {
  return trx
    .selectFrom('departments as d')
    .select((eb) => [
      'd.id',
      'd.name',
      'd.is_active',
      'd.created_at',
      eb
        .selectFrom('user_departments as ud')
        .innerJoin('users as u', 'u.id', 'ud.user_id')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('ud.department_id', '=', 'd.id')
        .where('u.status', '!=', 'deactivated')
        .as('user_count'),
    ]);
}

export type TDepartmentRow = Awaited<ReturnType<typeof findDepartment>> & {};

export async function findDepartment(trx: Transaction<DB>, departmentId: number) {
  return departmentQuery(trx).where('d.id', '=', departmentId).executeTakeFirst();
}

/** The current tenant's departments, active first, with how many live users each has. */
export async function listDepartmentRows(
  trx: Transaction<DB>,
  page: { pageNo: number; pageSize: number; search: string },
) {
  const filter = page.search ? containsPattern(page.search) : undefined;
  let rows = departmentQuery(trx);
  let count = trx.selectFrom('departments as d').select((eb) => eb.fn.countAll<string>().as('n'));
  if (filter) {
    rows = rows.where('d.name', 'ilike', filter);
    count = count.where('d.name', 'ilike', filter);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('d.is_active', 'desc')
      .orderBy('d.name')
      .limit(page.pageSize)
      .offset(pageOffset(page))
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: list, totalRows: Number(total.n) };
}

export async function departmentNameTaken(
  trx: Transaction<DB>,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = trx
    .selectFrom('departments')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertDepartment(trx: Transaction<DB>, clientId: number, name: string) {
  const row = await trx
    .insertInto('departments')
    .values({ client_id: clientId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDepartment(
  trx: Transaction<DB>,
  departmentId: number,
  values: { name?: string; is_active?: boolean },
) {
  await trx.updateTable('departments').set(values).where('id', '=', departmentId).execute();
}

/** The ids among `ids` that are live departments of the current tenant. */
export async function existingDepartmentIds(
  trx: Transaction<DB>,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('departments')
    .select('id')
    .where('id', 'in', [...ids])
    .where('is_active', '=', true)
    .execute();
  return rows.map((row) => row.id);
}
