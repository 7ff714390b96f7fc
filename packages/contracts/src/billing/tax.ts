/**
 * Tax by country (issue 26, item 4): the one table of VAT/GST standard rates and the rule that
 * picks a customer's rate. Update rates here only: the payment quote, monthly invoices and the
 * pages all read this file. The seller is in the United Kingdom (INVOICE_ISSUERS).
 *
 * - UK customers pay UK VAT.
 * - EU customers who give a VAT number in their country's format get the reverse charge (0%,
 *   with REVERSE_CHARGE_NOTE on the invoice); without one they pay their country's rate.
 * - Other countries with a VAT/GST: their standard rate. Elsewhere (e.g. the US): none.
 *
 * Standard rates as published by each tax authority (EU: the Commission's "VAT rates applied in
 * the Member States", 2025).
 */

export type TTaxRate = { rateBp: number; label: string };

const vat = (percent: number): TTaxRate => ({ rateBp: Math.round(percent * 100), label: 'VAT' });
const gst = (percent: number): TTaxRate => ({ rateBp: Math.round(percent * 100), label: 'GST' });

/** EU member states: customs codes as master data spells them (Greece is GR; its VAT prefix EL). */
export const EU_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore

export const TAX_RATES: Readonly<Record<string, TTaxRate>> = {
  GB: vat(20),
  // European Union
  AT: vat(20), BE: vat(21), BG: vat(20), CY: vat(19), CZ: vat(21), DE: vat(19), DK: vat(25),
  EE: vat(24), ES: vat(21), FI: vat(25.5), FR: vat(20), GR: vat(24), HR: vat(25), HU: vat(27),
  IE: vat(23), IT: vat(22), LT: vat(21), LU: vat(17), LV: vat(21), MT: vat(18), NL: vat(21),
  PL: vat(23), PT: vat(23), RO: vat(21), SE: vat(25), SI: vat(22), SK: vat(23),
  // Rest of Europe
  AL: vat(20), BA: vat(17), CH: vat(8.1), GE: vat(18), IS: vat(24), LI: vat(8.1), MC: vat(20),
  MD: vat(20), ME: vat(21), MK: vat(18), NO: vat(25), RS: vat(20), TR: vat(20), UA: vat(20),
  // Asia-Pacific, Americas, Middle East, Africa
  AU: gst(10), NZ: gst(15), SG: gst(9), IN: gst(18), CA: gst(5),
  JP: { rateBp: 1000, label: 'Consumption tax' },
  KR: vat(10), CN: vat(13), TW: vat(5), TH: vat(7), VN: vat(10), PH: vat(12), ID: vat(12),
  AE: vat(5), SA: vat(15), BH: vat(10), OM: vat(5), IL: vat(18),
  MX: { rateBp: 1600, label: 'IVA' }, CL: { rateBp: 1900, label: 'IVA' },
  CO: { rateBp: 1900, label: 'IVA' }, AR: { rateBp: 2100, label: 'IVA' },
  ZA: vat(15), NG: vat(7.5), KE: vat(16), EG: vat(14), MA: vat(20),
}; // prettier-ignore

export const REVERSE_CHARGE_NOTE =
  'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)';

/**
 * VAT number formats, after the country prefix (spaces, dots and hyphens are ignored): the EU's
 * as VIES checks them, plus the UK's. Elsewhere a tax number is 4-20 letters and digits.
 */
const VAT_NUMBER_FORMATS: Readonly<Record<string, { prefix: string; pattern: RegExp; example: string }>> = {
  AT: { prefix: 'AT', pattern: /^U\d{8}$/, example: 'ATU12345678' },
  BE: { prefix: 'BE', pattern: /^[01]\d{9}$/, example: 'BE0123456789' },
  BG: { prefix: 'BG', pattern: /^\d{9,10}$/, example: 'BG123456789' },
  CY: { prefix: 'CY', pattern: /^\d{8}[A-Z]$/, example: 'CY12345678X' },
  CZ: { prefix: 'CZ', pattern: /^\d{8,10}$/, example: 'CZ12345678' },
  DE: { prefix: 'DE', pattern: /^\d{9}$/, example: 'DE123456789' },
  DK: { prefix: 'DK', pattern: /^\d{8}$/, example: 'DK12345678' },
  EE: { prefix: 'EE', pattern: /^\d{9}$/, example: 'EE123456789' },
  ES: { prefix: 'ES', pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/, example: 'ESX1234567X' },
  FI: { prefix: 'FI', pattern: /^\d{8}$/, example: 'FI12345678' },
  FR: { prefix: 'FR', pattern: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, example: 'FR12345678901' },
  GR: { prefix: 'EL', pattern: /^\d{9}$/, example: 'EL123456789' },
  HR: { prefix: 'HR', pattern: /^\d{11}$/, example: 'HR12345678901' },
  HU: { prefix: 'HU', pattern: /^\d{8}$/, example: 'HU12345678' },
  IE: { prefix: 'IE', pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE1234567WA' },
  IT: { prefix: 'IT', pattern: /^\d{11}$/, example: 'IT12345678901' },
  LT: { prefix: 'LT', pattern: /^(\d{9}|\d{12})$/, example: 'LT123456789' },
  LU: { prefix: 'LU', pattern: /^\d{8}$/, example: 'LU12345678' },
  LV: { prefix: 'LV', pattern: /^\d{11}$/, example: 'LV12345678901' },
  MT: { prefix: 'MT', pattern: /^\d{8}$/, example: 'MT12345678' },
  NL: { prefix: 'NL', pattern: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  PL: { prefix: 'PL', pattern: /^\d{10}$/, example: 'PL1234567890' },
  PT: { prefix: 'PT', pattern: /^\d{9}$/, example: 'PT123456789' },
  RO: { prefix: 'RO', pattern: /^[1-9]\d{1,9}$/, example: 'RO1234567890' },
  SE: { prefix: 'SE', pattern: /^\d{10}01$/, example: 'SE123456789001' },
  SI: { prefix: 'SI', pattern: /^\d{8}$/, example: 'SI12345678' },
  SK: { prefix: 'SK', pattern: /^\d{10}$/, example: 'SK1234567890' },
  GB: { prefix: 'GB', pattern: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/, example: 'GB123456789' },
}; // prettier-ignore

const OTHER_TAX_NUMBER = /^[A-Z0-9]{4,20}$/;
export const TAX_NUMBER_MAX = 20;

export const TAX_MSG = {
  taxNumberFormat: (example: string) => `Enter a VAT number in the format ${example}`,
  taxNumberOther: 'Enter a tax number of 4 to 20 letters and digits',
  taxNumberNoCountry: 'Set the company country in Account settings before adding a tax number',
} as const;

export function isEuCountry(countryCode: string | null | undefined): boolean {
  return (EU_COUNTRY_CODES as readonly string[]).includes((countryCode ?? '').toUpperCase());
}

/**
 * A tax number as it is stored and printed: upper-case, without separators, with the country
 * prefix for formats that have one; or an error message for this country. Empty means none.
 */
export function normaliseTaxNumber(
  countryCode: string | null | undefined,
  raw: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const compact = raw.toUpperCase().replace(/[\s.-]/g, '');
  if (compact === '') return { ok: true, value: '' };
  const country = (countryCode ?? '').toUpperCase();
  if (country === '') return { ok: false, message: TAX_MSG.taxNumberNoCountry };
  const format = VAT_NUMBER_FORMATS[country];
  if (!format) {
    return OTHER_TAX_NUMBER.test(compact)
      ? { ok: true, value: compact }
      : { ok: false, message: TAX_MSG.taxNumberOther };
  }
  const body = compact.startsWith(format.prefix) ? compact.slice(format.prefix.length) : compact;
  return format.pattern.test(body)
    ? { ok: true, value: `${format.prefix}${body}` }
    : { ok: false, message: TAX_MSG.taxNumberFormat(format.example) };
}

export type TTaxDecision = TTaxRate & {
  /** The legal note to print (the reverse charge), or ''. */
  note: string;
  reverseCharge: boolean;
};

/** The tax a customer in `countryCode` with `taxNumber` (as typed or stored) pays. */
export function taxFor(countryCode: string | null | undefined, taxNumber = ''): TTaxDecision {
  const country = (countryCode ?? '').toUpperCase();
  const rate = TAX_RATES[country];
  if (!rate) return { rateBp: 0, label: 'VAT', note: '', reverseCharge: false };
  const number = normaliseTaxNumber(country, taxNumber);
  if (isEuCountry(country) && number.ok && number.value !== '') {
    return { rateBp: 0, label: rate.label, note: REVERSE_CHARGE_NOTE, reverseCharge: true };
  }
  return { ...rate, note: '', reverseCharge: false };
}
