import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

export type TAccountRef = { clientId: number; userId: number; passwordHash: string | null };

/**
 * The one lookup that crosses tenants: an account by email, before anyone is signed in. It goes
 * through the SECURITY DEFINER function of the identity migration, which returns at most one row.
 */
export async function findAccountByEmail(
  db: Kysely<DB>,
  email: string,
): Promise<TAccountRef | undefined> {
  const { rows } = await sql<{ client_id: number; user_id: number; password_hash: string | null }>`
    select client_id, user_id, password_hash from auth_find_account(${email})`.execute(db);
  const row = rows[0];
  return (
    row && {
      clientId: Number(row.client_id),
      userId: Number(row.user_id),
      passwordHash: row.password_hash,
    }
  );
}

/** The user and its client, as sign-in decides the outcome (inside the account's tenant). */
export async function loadAccount(trx: Transaction<DB>, userId: number) {
  return trx
    .selectFrom('users as u')
    .innerJoin('clients as c', 'c.id', 'u.client_id')
    .select([
      'u.id as userId',
      'u.client_id as clientId',
      'u.email',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.status',
      'u.is_account_admin as isAccountAdmin',
      'u.role_id as roleId',
      'u.otp_required as otpRequired',
      'u.profile_picture as profilePicture',
      'u.password_temporary_until as passwordTemporaryUntil',
      'c.name as clientName',
      'c.is_active as clientActive',
      'c.is_agency as isAgency',
      'c.is_campaign as isCampaign',
      'c.licence_type_id as licenceTypeId',
      'c.tenant_short_code as tenantShortCode',
      'c.payment_completed as paymentCompleted',
      'c.licence_validated as licenceValidated',
      'c.time_zone_id as timeZoneId',
      'c.date_format_id as dateFormatId',
      'c.time_format_id as timeFormatId',
      'c.plan_amount_minor as planAmountMinor',
      'c.sale_price_minor as salePriceMinor',
      'c.plan_frequency as planFrequency',
      'c.order_id as orderId',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
export type TAccount = NonNullable<Awaited<ReturnType<typeof loadAccount>>>;

/** The live brands an agency has created (clients whose parent is this one). */
export async function listChildClients(trx: Transaction<DB>, clientId: number) {
  return trx
    .selectFrom('clients')
    .select(['id as clientId', 'name as clientName'])
    .where('parent_client_id', '=', clientId)
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
}

/** View access per feature from the user's role. */
export async function listRolePermissions(trx: Transaction<DB>, roleId: number) {
  return trx
    .selectFrom('role_permissions')
    .select([
      'feature_id as featureId',
      'can_view as viewAccess',
      'can_create as createAccess',
      'can_edit as editAccess',
      'can_delete as deleteAccess',
    ])
    .where('role_id', '=', roleId)
    .orderBy('feature_id')
    .execute();
}

/** Live departments the user belongs to; an account admin sees every one of the client. */
export async function listDepartments(trx: Transaction<DB>, userId: number, all: boolean) {
  let query = trx
    .selectFrom('departments as d')
    .select(['d.id as departmentId', 'd.name as departmentName'])
    .where('d.is_active', '=', true)
    .orderBy('d.name');
  if (!all) {
    query = query.where('d.id', 'in', (eb) =>
      eb.selectFrom('user_departments').select('department_id').where('user_id', '=', userId),
    );
  }
  return query.execute();
}

/** A password the user chose: it ends a temporary one. */
export async function setPassword(trx: Transaction<DB>, userId: number, passwordHash: string) {
  await trx
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      password_changed_at: new Date(),
      password_temporary_until: null,
    })
    .where('id', '=', userId)
    .execute();
}

/** A mailed password: it signs in until `until`, and only to choose a new one. */
export async function setTemporaryPassword(
  trx: Transaction<DB>,
  userId: number,
  passwordHash: string,
  until: Date,
) {
  await trx
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      password_changed_at: new Date(),
      password_temporary_until: until,
    })
    .where('id', '=', userId)
    .execute();
}

/** The active account admins of the tenant (recipients of client-wide notifications). */
export async function listAccountAdminIds(trx: Transaction<DB>): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('is_account_admin', '=', true)
    .where('status', '=', 'active')
    .execute();
  return rows.map((row) => row.id);
}
