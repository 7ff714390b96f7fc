import type { TBrand } from '@resonate/contracts/onboarding/brands';
import type { TBrandRow } from './brand-repository.ts';

export function toBrand(row: NonNullable<TBrandRow>): TBrand {
  return {
    brandId: row.id,
    brandName: row.name,
    website: row.website,
    countryId: row.country_id ?? 0,
    currency: row.currency,
    timeZoneId: row.time_zone_id,
    industryId: row.industry_id,
    businessEmail: row.business_email,
    phone: row.phone,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
