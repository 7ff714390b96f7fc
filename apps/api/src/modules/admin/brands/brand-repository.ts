import { sql, type Transaction } from 'kysely';
import type { TBrandForm } from '@resonate/contracts/onboarding/brands';
import { normalizeWebsite } from '@resonate/contracts/onboarding/brands';
import type { DB } from '#/db/schema.ts';
import { containsPattern, pageOffset } from '../admin-guard.ts';

const BRAND_COLUMNS = [
  'id',
  'name',
  'website',
  'country_id',
  'currency',
  'time_zone_id',
  'industry_id',
  'business_email',
  'phone',
  'is_active',
  'created_at',
  'updated_at',
] as const;

export type TBrandRow = Awaited<ReturnType<typeof findBrand>> & {};

function formValues(form: TBrandForm) {
  return {
    name: form.brandName,
    website: normalizeWebsite(form.website),
    country_id: form.countryId,
    currency: form.currency,
    time_zone_id: form.timeZoneId,
    industry_id: form.industryId,
    business_email: form.businessEmail,
    phone: form.phone,
  };
}

/** Runs in the agency's tenant: the clients policy shows an agency its brands. */
export async function findBrand(trx: Transaction<DB>, agencyId: number, brandId: number) {
  return trx
    .selectFrom('clients')
    .select(BRAND_COLUMNS)
    .where('id', '=', brandId)
    .where('parent_client_id', '=', agencyId)
    .executeTakeFirst();
}

export async function listBrands(
  trx: Transaction<DB>,
  agencyId: number,
  page: { pageNo: number; pageSize: number; search: string },
) {
  let query = trx.selectFrom('clients').where('parent_client_id', '=', agencyId);
  if (page.search) query = query.where('name', 'ilike', containsPattern(page.search));
  const [rows, total] = await Promise.all([
    query
      .select(BRAND_COLUMNS)
      .orderBy('is_active', 'desc')
      .orderBy('name')
      .limit(page.pageSize)
      .offset(pageOffset(page))
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalRows: Number(total.n) };
}

/** A name is taken when the agency or another of its brands has it, whatever the case. */
export async function brandNameTaken(
  trx: Transaction<DB>,
  agencyId: number,
  name: string,
  exceptBrandId?: number,
): Promise<boolean> {
  let query = trx
    .selectFrom('clients')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', agencyId), eb('parent_client_id', '=', agencyId)]))
    .where(sql<boolean>`lower(name) = lower(${name.trim()})`);
  if (exceptBrandId !== undefined) query = query.where('id', '!=', exceptBrandId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function countBrands(trx: Transaction<DB>, agencyId: number): Promise<number> {
  const row = await trx
    .selectFrom('clients')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('parent_client_id', '=', agencyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A brand starts with the agency's plan, licence state and display formats. */
export async function insertBrand(trx: Transaction<DB>, agencyId: number, form: TBrandForm) {
  const agency = await trx
    .selectFrom('clients')
    .select([
      'licence_type_id',
      'is_campaign',
      'date_format_id',
      'time_format_id',
      'language_id',
      'region',
    ])
    .where('id', '=', agencyId)
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('clients')
    .values({
      ...formValues(form),
      parent_client_id: agencyId,
      is_agency: false,
      is_campaign: agency.is_campaign,
      licence_type_id: agency.licence_type_id,
      payment_completed: true,
      licence_validated: true,
      date_format_id: agency.date_format_id,
      time_format_id: agency.time_format_id,
      language_id: agency.language_id,
    })
    .returning(BRAND_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateBrandRow(trx: Transaction<DB>, brandId: number, form: TBrandForm) {
  return trx
    .updateTable('clients')
    .set({
      ...formValues(form),
      updated_at: sql<Date>`date_trunc('milliseconds', greatest(now(), updated_at + interval '1 millisecond'))`,
    })
    .where('id', '=', brandId)
    .returning(BRAND_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function setBrandActiveRow(trx: Transaction<DB>, brandId: number, active: boolean) {
  return trx
    .updateTable('clients')
    .set({ is_active: active })
    .where('id', '=', brandId)
    .returning(BRAND_COLUMNS)
    .executeTakeFirstOrThrow();
}
