import type { Transaction } from 'kysely';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { USER_MSG, type TUserForm } from '@resonate/contracts/onboarding/users';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { existingDepartmentIds } from '../departments/department-repository.ts';
import { roleExists } from '../roles/role-repository.ts';
import { existingBrandIds } from './user-admin-repository.ts';

/**
 * The role, departments and brands a user form names must exist in the company the admin works
 * in; brands only make sense for users of an agency, picked while working in the agency itself.
 * 400 with every bad field.
 */
export async function assertUserFormRefs(
  trx: Transaction<DB>,
  auth: TAuthContext,
  form: Pick<TUserForm, 'roleId' | 'departmentIds' | 'brandIds'>,
): Promise<void> {
  const errors: TFieldErrors = {};
  if (!(await roleExists(trx, form.roleId))) errors.roleId = USER_MSG.roleRequired;
  const departments = await existingDepartmentIds(trx, form.departmentIds);
  if (departments.length !== form.departmentIds.length) {
    errors.departmentIds = USER_MSG.departmentUnknown;
  }
  if (form.brandIds.length > 0) {
    const inAgency = auth.clientId === auth.userClientId;
    const brands = inAgency ? await existingBrandIds(trx, auth.clientId, form.brandIds) : [];
    if (brands.length !== form.brandIds.length) errors.brandIds = USER_MSG.brandUnknown;
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError('BAD_REQUEST', first, { errors });
}
