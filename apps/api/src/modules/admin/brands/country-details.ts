import type { TCountryDetails } from '@resonate/contracts/onboarding/brands';
import { MSG } from '@resonate/contracts/messages';
import { AppError } from '#/errors.ts';
import { getMasterData } from '#/modules/master-data/index.ts';
import { COUNTRY_CURRENCY } from './country-currencies.ts';

/**
 * POST GetCountryDetails: what a form proposes once a country is picked: the phone dial code,
 * the currency and the country's time zones (from the runtime's ICU data, as ids of the
 * master-data time-zone list; the first is the most populous zone, the default).
 */
export function getCountryDetails(countryId: number): TCountryDetails {
  const data = getMasterData();
  const country = data.countries.find((c) => c.countryID === countryId);
  if (!country) {
    throw new AppError('BAD_REQUEST', MSG.countryRequired, {
      errors: { countryId: MSG.countryRequired },
    });
  }
  const currency = COUNTRY_CURRENCY.get(country.code) ?? null;
  const known = currency !== null && data.currencies.some((c) => c.code === currency);
  const zoneIds = new Map(data.timeZoneList.map((z) => [z.timeZone, z.timeZoneID]));
  const timeZones = countryTimeZones(country.code).flatMap((timeZone) => {
    const timeZoneId = zoneIds.get(timeZone);
    return timeZoneId === undefined ? [] : [{ timeZoneId, timeZone }];
  });
  return {
    countryId: country.countryID,
    code: country.code,
    name: country.name,
    dialCode: country.dialCode,
    currency: known ? currency : null,
    timeZones,
  };
}

function countryTimeZones(code: string): string[] {
  try {
    // Intl.Locale.prototype.getTimeZones (ES2025 Intl Locale Info) is newer than TS's lib.
    const locale = new Intl.Locale(`und-${code}`) as Intl.Locale & {
      getTimeZones?: () => string[];
    };
    return locale.getTimeZones?.() ?? [];
  } catch {
    return [];
  }
}
