import type { TBrand, TBrandFormInput } from '@resonate/contracts/onboarding/brands';

/** An empty brand form: no country yet, so no currency or time zone proposed. */
export const EMPTY_BRAND: TBrandFormInput = {
  brandName: '',
  website: '',
  countryId: 0,
  currency: '',
  timeZoneId: 0,
  industryId: null,
  businessEmail: '',
  phone: '',
};

export function brandFormValues(brand: TBrand): TBrandFormInput {
  return {
    brandName: brand.brandName,
    website: brand.website,
    countryId: brand.countryId,
    currency: brand.currency,
    timeZoneId: brand.timeZoneId,
    industryId: brand.industryId,
    businessEmail: brand.businessEmail,
    phone: brand.phone,
  };
}
