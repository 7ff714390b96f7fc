import type { Kysely } from 'kysely';
import { BRAND_MSG, type TBrand, type TBrandForm } from '@resonate/contracts/onboarding/brands';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { assertFresh } from '#/modules/communication-settings/index.ts';
import type { TAgencyActor } from './agency-actor.ts';
import {
  brandNameTaken,
  findBrand,
  listBrands,
  setBrandActiveRow,
  updateBrandRow,
} from './brand-repository.ts';
import { toBrand } from './brand-view.ts';
import { assertKnownMasterData } from '#/modules/master-data/index.ts';
import { isUniqueViolation, nameExists } from './create-brand.ts';

/** CheckClientNameExists: the agency's own name and its brands' names count, in any case. */
export async function checkClientName(
  db: Kysely<DB>,
  actor: TAgencyActor,
  body: { clientName: string; clientId?: number },
): Promise<boolean> {
  if (body.clientName.trim() === '') return false;
  return withTenant(db, { clientId: actor.agencyId }, (trx) =>
    brandNameTaken(trx, actor.agencyId, body.clientName, body.clientId),
  );
}

export async function getBrands(
  db: Kysely<DB>,
  actor: TAgencyActor,
  page: { pageNo: number; pageSize: number; search: string },
) {
  const { rows, totalRows } = await withTenant(db, { clientId: actor.agencyId }, (trx) =>
    listBrands(trx, actor.agencyId, page),
  );
  return { brands: rows.map(toBrand), totalRows };
}

/** Admin/UpdateBrand: edits with the version the form read (409 when someone saved since). */
export async function updateBrand(
  db: Kysely<DB>,
  actor: TAgencyActor,
  body: TBrandForm & { brandId: number; updatedAt: string },
): Promise<TBrand> {
  assertKnownMasterData(body);
  try {
    return await withTenant(db, { clientId: actor.agencyId }, async (trx) => {
      const row = await findBrand(trx, actor.agencyId, body.brandId);
      if (!row) throw new AppError('NOT_FOUND', BRAND_MSG.notFound);
      assertFresh(body.updatedAt, row.updated_at);
      if (await brandNameTaken(trx, actor.agencyId, body.brandName, body.brandId)) {
        throw nameExists();
      }
      return toBrand(await updateBrandRow(trx, body.brandId, body));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
}

/**
 * Admin/SetBrandActive: a deactivated brand leaves every switcher, its own users cannot sign in
 * and sessions working in it fall back to the agency (re-checked whenever a session loads).
 */
export async function setBrandActive(
  db: Kysely<DB>,
  actor: TAgencyActor,
  body: { brandId: number; active: boolean },
): Promise<TBrand> {
  return withTenant(db, { clientId: actor.agencyId }, async (trx) => {
    const row = await findBrand(trx, actor.agencyId, body.brandId);
    if (!row) throw new AppError('NOT_FOUND', BRAND_MSG.notFound);
    return toBrand(await setBrandActiveRow(trx, body.brandId, body.active));
  });
}
