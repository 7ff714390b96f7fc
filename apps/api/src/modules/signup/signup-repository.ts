import { sql, type Kysely, type Transaction } from 'kysely';
import type { TSignUpForm } from '@resonate/contracts/onboarding/signup';
import type { DB } from '#/db/schema.ts';

/**
 * A new client's id, drawn before its row exists: the app role may only write a client row
 * that is its tenant (RLS on clients), so the transaction sets the tenant to this id first.
 */
export async function nextClientId(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    select nextval(pg_get_serial_sequence('clients', 'id')) as id`.execute(db);
  return Number(rows[0]!.id);
}

/** The client of a sign-up: unpaid and without a licence until payment or a licence key. */
export async function insertSignUpClient(
  trx: Transaction<DB>,
  clientId: number,
  form: TSignUpForm,
): Promise<void> {
  await sql`
    insert into clients (id, name, is_agency, payment_completed, licence_validated, website,
      business_email, country_id, currency, language_id, date_format_id, time_format_id,
      time_zone_id)
    overriding system value
    values (${clientId}, ${form.companyName}, ${form.accountType === 'agency'}, false, false,
      ${form.website}, ${form.emailId.toLowerCase()}, ${form.countryId}, ${form.currency},
      ${form.languageId}, ${form.dateFormatId}, ${form.timeFormatId}, ${form.timeZoneId})
  `.execute(trx);
}

/** The client's first user: its account admin, with the administrator role. */
export async function insertFirstUser(
  trx: Transaction<DB>,
  input: { clientId: number; roleId: number; passwordHash: string; form: TSignUpForm },
): Promise<number> {
  const { form } = input;
  const row = await trx
    .insertInto('users')
    .values({
      client_id: input.clientId,
      email: form.emailId.toLowerCase(),
      password_hash: input.passwordHash,
      first_name: form.firstName,
      last_name: form.lastName,
      title: form.title,
      job_function_id: form.jobFunctionId,
      mobile_country_code: form.countryCode,
      mobile_number: form.phoneNo,
      is_account_admin: true,
      role_id: input.roleId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
