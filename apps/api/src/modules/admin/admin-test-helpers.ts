import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { hashPassword } from '#/modules/auth/index.ts';
import { login } from '../../../test/auth-helpers.ts';

export type TCaller = { accessToken: string; userId: number; clientId: number };

/** POSTs to an endpoint with a session (or none). */
export function call(
  app: FastifyInstance,
  caller: TCaller | undefined,
  endpoint: string,
  payload: object = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/${endpoint}`,
    headers: caller ? { accesstoken: caller.accessToken } : {},
    payload,
  });
}

/** The signed `q` a sign-in that cannot finish yet answers with ('Clients not created'...). */
export async function setupToken(app: FastifyInstance, email: string): Promise<string> {
  const response = await login(app, email);
  const q = (response.json().data as { q?: string } | undefined)?.q;
  if (!q) throw new Error(`no q for ${email}: ${response.body}`);
  return q;
}

/** A complete, valid brand form (GB, London, GBP). */
export function brandForm(brandName: string, extra: object = {}) {
  return {
    brandName,
    website: 'www.example-brand.test',
    countryId: 77,
    currency: 'GBP',
    timeZoneId: 337,
    industryId: null,
    businessEmail: '',
    phone: '',
    ...extra,
  };
}

/**
 * A second agency with one brand and an admin, written straight to the database (as sign-up
 * would), for cross-agency checks. Returns ids; the admin's password is `password`.
 */
export async function createOtherAgency(app: FastifyInstance, email: string, password: string) {
  const passwordHash = await hashPassword(password);
  return app.ownerDb.transaction().execute(async (trx) => {
    const agency = await sql<{ id: number }>`insert into clients (name, is_agency, licence_type_id)
      values (${`Other Agency ${email}`}, true, 4) returning id`.execute(trx);
    const agencyId = Number(agency.rows[0]!.id);
    const brand = await sql<{ id: number }>`insert into clients (name, parent_client_id)
      values (${`Other Brand ${email}`}, ${agencyId}) returning id`.execute(trx);
    const brandId = Number(brand.rows[0]!.id);
    await sql`select set_config('app.client_id', ${String(agencyId)}, true)`.execute(trx);
    await sql`insert into users (client_id, email, password_hash, first_name, is_account_admin)
      values (${agencyId}, ${email}, ${passwordHash}, 'Olga', true)`.execute(trx);
    return { agencyId, brandId };
  });
}
