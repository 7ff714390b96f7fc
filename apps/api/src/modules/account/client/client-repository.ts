import { sql, type Transaction } from 'kysely';
import type { TClientDetails, TClientDetailsForm } from '@resonate/contracts/account';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;

const COLUMNS = [
  'id as clientId',
  'name as companyName',
  'parent_company as parentCompany',
  'business_email as businessEmail',
  'website',
  'address',
  'city',
  'zip',
  'country_id as countryId',
  'region',
  'industry_id as industryId',
  'preferred_regions as preferredRegions',
  'time_zone_id as timeZoneId',
  'daylight_saving as daylightSaving',
  'currency',
  'date_format_id as dateFormatId',
  'time_format_id as timeFormatId',
  'language_id as languageId',
  'is_agency as isAgency',
  'updated_at as updatedAt',
] as const;

type TRow = Omit<TClientDetails, 'updatedAt'> & { updatedAt: Date };

function toDetails(row: TRow): TClientDetails {
  return { ...row, currency: row.currency.trim(), updatedAt: row.updatedAt.toISOString() };
}

/** One client's details; RLS lets a tenant see itself and, for an agency, its brands. */
export async function readClientDetails(
  trx: TTrx,
  clientId: number,
): Promise<TClientDetails | undefined> {
  const row = await trx
    .selectFrom('clients')
    .select(COLUMNS)
    .where('id', '=', clientId)
    .executeTakeFirst();
  return row && toDetails(row as TRow);
}

/**
 * Saves the form if the row is still the one the form was loaded from (same updated_at, to the
 * millisecond the migration keeps); undefined when it is not, which the caller turns into 409.
 */
export async function updateClientDetails(
  trx: TTrx,
  clientId: number,
  form: TClientDetailsForm,
  loadedAt: Date,
): Promise<TClientDetails | undefined> {
  const row = await trx
    .updateTable('clients')
    .set({
      name: form.companyName,
      parent_company: form.parentCompany,
      business_email: form.businessEmail,
      website: form.website,
      address: form.address,
      city: form.city,
      zip: form.zip,
      country_id: form.countryId,
      region: form.region,
      industry_id: form.industryId,
      preferred_regions: form.preferredRegions,
      time_zone_id: form.timeZoneId,
      daylight_saving: form.daylightSaving,
      currency: form.currency,
      date_format_id: form.dateFormatId,
      time_format_id: form.timeFormatId,
      language_id: form.languageId,
      // Always moves forward, even for two saves in one millisecond, so a stale form never matches.
      updated_at: sql<Date>`greatest(date_trunc('milliseconds', clock_timestamp()),
        updated_at + interval '1 millisecond')`,
    })
    .where('id', '=', clientId)
    .where(sql<boolean>`date_trunc('milliseconds', updated_at) = ${loadedAt}`)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toDetails(row as TRow);
}

/** The brands an agency has set up: clients whose parent it is. */
export async function listBrands(trx: TTrx, agencyId: number) {
  const rows = await trx
    .selectFrom('clients')
    .select(['id as clientId', 'name as clientName', 'is_campaign as isCampaign', 'created_at'])
    .where('parent_client_id', '=', agencyId)
    .orderBy('name')
    .execute();
  return rows.map(({ created_at, ...brand }) => ({
    ...brand,
    createdAt: created_at.toISOString(),
  }));
}
