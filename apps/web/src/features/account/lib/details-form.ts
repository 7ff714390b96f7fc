import type { TClientDetails, TClientDetailsFormInput } from '@resonate/contracts/account';

/** The form's values from what the server holds; empty ids stay empty so "Select" shows. */
export function toFormValues(details: TClientDetails): TClientDetailsFormInput {
  return {
    companyName: details.companyName,
    parentCompany: details.parentCompany,
    businessEmail: details.businessEmail,
    website: details.website,
    address: details.address,
    city: details.city,
    zip: details.zip,
    countryId: details.countryId as number,
    region: details.region,
    industryId: details.industryId,
    preferredRegions: details.preferredRegions,
    timeZoneId: details.timeZoneId,
    daylightSaving: details.daylightSaving,
    currency: details.currency,
    dateFormatId: details.dateFormatId,
    timeFormatId: details.timeFormatId,
    languageId: details.languageId,
  };
}

/** "(UTC+05:30) Asia/Kolkata": the offset first, so the long list reads in order. */
export function timeZoneLabel(zone: { timeZone: string; utcOffsetMinutes: number }): string {
  const sign = zone.utcOffsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(zone.utcOffsetMinutes);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `(UTC${sign}${hh}:${mm}) ${zone.timeZone.replace(/_/g, ' ')}`;
}
