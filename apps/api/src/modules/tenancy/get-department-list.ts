import type { Kysely } from 'kysely';
import { TENANCY_MSG } from '@resonate/contracts/onboarding/tenancy';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { listWorkDepartments } from './scope-repository.ts';

/**
 * POST User/GetDepartmentList (spec section 7, "department list for a client"): the departments
 * of the company the session works in that the user may pick in the department switcher. The
 * body names the client; it must be that company.
 */
export async function getDepartmentList(
  db: Kysely<DB>,
  auth: TAuthContext,
  body: { clientId: number },
) {
  if (body.clientId !== auth.clientId)
    throw new AppError('FORBIDDEN', TENANCY_MSG.companyNotAllowed);
  const all = auth.isAccountAdmin || auth.clientId !== auth.userClientId;
  const departmentList = await withTenant(db, { clientId: auth.clientId }, (trx) =>
    listWorkDepartments(trx, { userId: auth.userId, all }),
  );
  return { departmentList, departmentId: auth.departmentId };
}
