import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { getMasterData } from '#/modules/master-data/index.ts';
import type { TBillTo } from './insert-document.ts';

export function countryCodeOf(countryId: number | null): string | null {
  if (countryId === null) return null;
  return getMasterData().countries.find((c) => c.countryID === countryId)?.code ?? null;
}

/** The client's billing details as they are now: an invoice keeps this snapshot for good. */
export async function loadBillingClient(trx: Transaction<DB>, clientId: number, lock = false) {
  let query = trx
    .selectFrom('clients')
    .select([
      'id',
      'name',
      'business_email',
      'address',
      'city',
      'zip',
      'country_id',
      'tax_number',
      'plan_frequency',
      'sale_price_minor',
    ])
    .where('id', '=', clientId);
  // The client row serialises two closings of one client: the second sees the first's invoice.
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const billTo: TBillTo = {
    name: row.name,
    email: row.business_email,
    address: row.address,
    city: row.city,
    postcode: row.zip,
    countryCode: countryCodeOf(row.country_id),
    taxNumber: row.tax_number,
  };
  return {
    billTo,
    frequency: row.plan_frequency,
    salePriceMinor: Number(row.sale_price_minor),
  };
}
