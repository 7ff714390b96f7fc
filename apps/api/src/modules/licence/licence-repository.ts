import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/** Reads of the licence module, inside the client's tenant transaction. */

/** The client a licence is for, with the flags that decide which key fits it. */
export async function findLicenceClient(trx: Transaction<DB>, clientId: number) {
  return trx
    .selectFrom('clients')
    .select([
      'id',
      'name',
      'is_agency as isAgency',
      'parent_client_id as parentClientId',
      'licence_validated as licenceValidated',
      'payment_completed as paymentCompleted',
    ])
    .where('id', '=', clientId)
    .executeTakeFirst();
}
export type TLicenceClient = NonNullable<Awaited<ReturnType<typeof findLicenceClient>>>;

/** A brand of `agencyId` (read in the agency's tenant, whose policy shows its brands). */
export async function isBrandOf(trx: Transaction<DB>, agencyId: number, brandId: number) {
  const row = await trx
    .selectFrom('clients')
    .select('id')
    .where('id', '=', brandId)
    .where('parent_client_id', '=', agencyId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The current licence, locked so two renewals of one client apply one after the other. */
export async function findCurrentLicence(trx: Transaction<DB>, clientId: number, lock = false) {
  let query = trx
    .selectFrom('licences')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('replaced_at', 'is', null);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Newest first: the current licence and the ones it replaced. */
export async function listLicences(trx: Transaction<DB>, clientId: number, limit: number) {
  return trx
    .selectFrom('licences')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function isKeyUsed(trx: Transaction<DB>, keyId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('used_licence_keys')
    .select('key_id')
    .where('key_id', '=', keyId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Seats in use: the tenant's users that are not deactivated (invited ones hold a seat), plus,
 * for an agency, those of its brands without a licence of their own (see the migration).
 */
export async function countSeatsUsed(trx: Transaction<DB>): Promise<number> {
  const { rows } = await sql<{ used: string }>`select licence_seats_used() as used`.execute(trx);
  return Number(rows[0]?.used ?? 0);
}
