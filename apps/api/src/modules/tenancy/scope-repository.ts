import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/** The company and department a session was switched to (null: never switched). */
export async function readSessionScope(trx: Transaction<DB>, sessionId: number) {
  const row = await trx
    .selectFrom('sessions')
    .select(['active_client_id as activeClientId', 'active_department_id as activeDepartmentId'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return {
    activeClientId: row?.activeClientId ?? null,
    activeDepartmentId: row?.activeDepartmentId ?? null,
  };
}

export async function saveSessionScope(
  trx: Transaction<DB>,
  sessionId: number,
  scope: { clientId: number | null; departmentId: number },
) {
  await trx
    .updateTable('sessions')
    .set({ active_client_id: scope.clientId, active_department_id: scope.departmentId })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * The live brands a user of an agency may work in, read in the agency's tenant (the clients
 * policy shows an agency its brands): all of them for an account admin, the assigned ones for
 * anyone else.
 */
export async function listSwitchableBrands(
  trx: Transaction<DB>,
  user: { clientId: number; userId: number; isAccountAdmin: boolean },
) {
  let query = trx
    .selectFrom('clients')
    .select(['id as clientId', 'name as clientName'])
    .where('parent_client_id', '=', user.clientId)
    .where('is_active', '=', true)
    .orderBy('name');
  if (!user.isAccountAdmin) {
    query = query.where('id', 'in', (eb) =>
      eb.selectFrom('user_brands').select('brand_client_id').where('user_id', '=', user.userId),
    );
  }
  return query.execute();
}

/** Departments of the current tenant a user may work in; inactive ones are left out. */
export async function listWorkDepartments(
  trx: Transaction<DB>,
  user: { userId: number; all: boolean },
) {
  let query = trx
    .selectFrom('departments as d')
    .select(['d.id as departmentId', 'd.name as departmentName'])
    .where('d.is_active', '=', true)
    .orderBy('d.name');
  if (!user.all) {
    query = query.where('d.id', 'in', (eb) =>
      eb.selectFrom('user_departments').select('department_id').where('user_id', '=', user.userId),
    );
  }
  return query.execute();
}

/** The client a session works in, as the SPA shows it. */
export async function readCompany(trx: Transaction<DB>, clientId: number) {
  return trx
    .selectFrom('clients')
    .select([
      'id as clientId',
      'name as clientName',
      'is_agency as isAgency',
      'is_campaign as isCampaign',
      'licence_type_id as licenseTypeId',
    ])
    .where('id', '=', clientId)
    .executeTakeFirst();
}
