import { sql, type Kysely, type Transaction } from 'kysely';
import {
  BRAND_MSG,
  SETUP_BRANDS_MAX,
  type TBrand,
  type TBrandForm,
} from '@resonate/contracts/onboarding/brands';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { createDefaultRoles } from '../roles/create-default-roles.ts';
import { assertKnownMasterData } from '#/modules/master-data/index.ts';
import { brandNameTaken, countBrands, insertBrand } from './brand-repository.ts';
import { toBrand } from './brand-view.ts';
import type { TAgencyActor } from './agency-actor.ts';

/**
 * ClientCreation: one brand under the agency, with its default roles, in one transaction (a
 * failure leaves nothing behind). Account setup may create up to SETUP_BRANDS_MAX brands;
 * administration has no such cap. A name race between two tabs ends at the unique index.
 */
export async function createBrand(
  db: Kysely<DB>,
  actor: TAgencyActor,
  form: TBrandForm,
): Promise<TBrand> {
  assertKnownMasterData(form);
  try {
    return await withTenant(db, { clientId: actor.agencyId }, async (trx) => {
      // One creation at a time per agency, so the count and name checks hold.
      await sql`select pg_advisory_xact_lock(hashtext(${`brands:${actor.agencyId}`}))`.execute(trx);
      if (actor.via === 'setup' && (await countBrands(trx, actor.agencyId)) >= SETUP_BRANDS_MAX) {
        throw new AppError('CONFLICT', BRAND_MSG.tooMany);
      }
      if (await brandNameTaken(trx, actor.agencyId, form.brandName)) throw nameExists();
      const row = await insertBrand(trx, actor.agencyId, form);
      await inTenant(trx, row.id, actor.agencyId, () => createDefaultRoles(trx, row.id));
      return toBrand(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
}

export function nameExists() {
  return new AppError('CONFLICT', BRAND_MSG.nameExists, {
    errors: { brandName: BRAND_MSG.nameExists },
  });
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === '23505';
}

/**
 * Work on a brand's own tenant tables (its roles) inside the agency's transaction: the tenant
 * setting moves to the brand and back, still LOCAL to this transaction.
 */
async function inTenant<T>(
  trx: Transaction<DB>,
  clientId: number,
  backTo: number,
  fn: () => Promise<T>,
): Promise<T> {
  await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(trx);
  const result = await fn();
  await sql`select set_config('app.client_id', ${String(backTo)}, true)`.execute(trx);
  return result;
}
