import type { TMasterData } from '@resonate/contracts/master-data';

type TCountry = TMasterData['countries'][number];

/** Countries by name for the country-code select; several share a dial code (+1, +44, +7). */
export function countryOptions(countries: readonly TCountry[]): TCountry[] {
  return [...countries].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Which country a stored dial code shows as: the browser's own region when it shares the code
 * (+1 is the United States for en-US, Canada for en-CA), else the first in master-data order.
 */
export function countryOfDialCode(
  countries: readonly TCountry[],
  dialCode: string | null,
  locale: string = typeof navigator === 'undefined' ? '' : navigator.language,
): string {
  if (!dialCode) return '';
  const matches = countries.filter((country) => country.dialCode === dialCode);
  const region = locale.split('-')[1]?.toUpperCase();
  return (matches.find((country) => country.code === region) ?? matches[0])?.code ?? '';
}
