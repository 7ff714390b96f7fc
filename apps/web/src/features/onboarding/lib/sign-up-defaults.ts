import type { TMasterData } from '@resonate/contracts/master-data';
import type { TSignUpFormInput } from '@resonate/contracts/onboarding/signup';
import { browserTimeZone } from '@resonate/contracts/format/calendar';

/** "(UTC+05:30) Asia/Kolkata": the offset first, so the list reads in order of the day. */
export function timeZoneLabel(zone: { timeZone: string; utcOffsetMinutes: number }): string {
  const sign = zone.utcOffsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(zone.utcOffsetMinutes);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `(UTC${sign}${hh}:${mm}) ${zone.timeZone.replace(/_/g, ' ')}`;
}

export type TBrowserContext = { locale: string; timeZone: string };

export function browserContext(): TBrowserContext {
  return {
    locale: typeof navigator === 'undefined' ? 'en-GB' : navigator.language,
    timeZone: browserTimeZone(),
  };
}

/**
 * The form's starting values: empty for what only the person knows, and a guess from the
 * browser for the rest (country and dial code from the locale's region, the browser's time
 * zone and language), so most people only check them. The country's currency comes once the
 * country is known (GetCountryDetails).
 */
export function signUpDefaults(
  masterData: TMasterData | undefined,
  browser: TBrowserContext,
): Partial<TSignUpFormInput> {
  const region = browser.locale.split('-')[1]?.toUpperCase();
  const country = masterData?.countries.find((c) => c.code === region);
  const zone = masterData?.timeZoneList.find((z) => z.timeZone === browser.timeZone);
  const language =
    masterData?.languages.find((l) => l.code === browser.locale) ??
    masterData?.languages.find((l) => l.code.split('-')[0] === browser.locale.split('-')[0]);
  // Selects left out start on their "Select..." option.
  return {
    firstName: '',
    lastName: '',
    countryCode: country?.dialCode ?? '',
    phoneNo: '',
    emailId: '',
    password: '',
    confirmPassword: '',
    accountType: 'brand',
    companyName: '',
    website: '',
    countryId: country?.countryID,
    currency: '',
    languageId: language?.languageID ?? masterData?.languages[0]?.languageID,
    dateFormatId: masterData?.dateFormatList[0]?.dateFormatID,
    timeFormatId: masterData?.timeFormatList[0]?.timeFormatID,
    timeZoneId: zone?.timeZoneID,
  };
}

type TCountry = TMasterData['countries'][number];

/**
 * One option per dial code (several countries share +1, +44, +7), named after the country the
 * form has chosen when it shares the code, else after the first country by name.
 */
export function dialCodeOptions(
  countries: readonly TCountry[],
  chosenCountryId: number | undefined,
): { dialCode: string; name: string }[] {
  const chosen = countries.find((c) => c.countryID === chosenCountryId);
  const byCode = new Map<string, string>();
  for (const country of [...countries].sort((a, b) => a.name.localeCompare(b.name))) {
    if (!byCode.has(country.dialCode)) byCode.set(country.dialCode, country.name);
  }
  if (chosen) byCode.set(chosen.dialCode, chosen.name);
  return [...byCode]
    .map(([dialCode, name]) => ({ dialCode, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
