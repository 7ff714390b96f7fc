import type { Kysely } from 'kysely';
import { DEPARTMENT_MSG, type TAdminDepartment } from '@resonate/contracts/onboarding/departments';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertAdmin } from '../admin-guard.ts';
import { isUniqueViolation } from '../brands/create-brand.ts';
import {
  departmentNameTaken,
  findDepartment,
  insertDepartment,
  listDepartmentRows,
  updateDepartment,
  type TDepartmentRow,
} from './department-repository.ts';

function toDepartment(row: NonNullable<TDepartmentRow>): TAdminDepartment {
  return {
    departmentId: row.id,
    name: row.name,
    isActive: row.is_active,
    userCount: Number(row.user_count ?? 0),
    createdAt: row.created_at.toISOString(),
  };
}

const nameExists = () =>
  new AppError('CONFLICT', DEPARTMENT_MSG.nameExists, {
    errors: { name: DEPARTMENT_MSG.nameExists },
  });

/** Departments of the company the admin works in (an agency admin in a brand: the brand's). */
export async function getDepartments(
  db: Kysely<DB>,
  auth: TAuthContext,
  page: { pageNo: number; pageSize: number; search: string },
) {
  assertAdmin(auth);
  const { rows, totalRows } = await withTenant(db, { clientId: auth.clientId }, (trx) =>
    listDepartmentRows(trx, page),
  );
  return { departments: rows.map(toDepartment), totalRows };
}

/** Admin/SaveDepartment: creates one, or renames one (names are unique in any case). */
export async function saveDepartment(
  db: Kysely<DB>,
  auth: TAuthContext,
  body: { departmentId?: number; name: string },
): Promise<TAdminDepartment> {
  assertAdmin(auth);
  try {
    return await withTenant(db, { clientId: auth.clientId }, async (trx) => {
      if (body.departmentId !== undefined && !(await findDepartment(trx, body.departmentId))) {
        throw new AppError('NOT_FOUND', DEPARTMENT_MSG.notFound);
      }
      if (await departmentNameTaken(trx, body.name, body.departmentId)) throw nameExists();
      const id = body.departmentId ?? (await insertDepartment(trx, auth.clientId, body.name));
      if (body.departmentId !== undefined) await updateDepartment(trx, id, { name: body.name });
      return toDepartment((await findDepartment(trx, id))!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
}

/**
 * Admin/SetDepartmentActive: a deactivated department leaves the department lists and switcher;
 * its memberships stay, so reactivating it restores them. Sessions working in it fall back to
 * no department the next time they load.
 */
export async function setDepartmentActive(
  db: Kysely<DB>,
  auth: TAuthContext,
  body: { departmentId: number; active: boolean },
): Promise<TAdminDepartment> {
  assertAdmin(auth);
  return withTenant(db, { clientId: auth.clientId }, async (trx) => {
    if (!(await findDepartment(trx, body.departmentId))) {
      throw new AppError('NOT_FOUND', DEPARTMENT_MSG.notFound);
    }
    await updateDepartment(trx, body.departmentId, { is_active: body.active });
    return toDepartment((await findDepartment(trx, body.departmentId))!);
  });
}
