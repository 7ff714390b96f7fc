/**
 * Payment card checks shared by the card form and PaymentSubmit: the Luhn checksum, the brand
 * from the number's prefix (IIN ranges), the expiry as typed (MM/YY) and the CVC length of
 * the brand. None of this proves a card exists; it catches typing slips before a charge.
 */

export type TCardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

type TBrandRule = { brand: Exclude<TCardBrand, 'unknown'>; prefix: RegExp; lengths: number[] };

// Order matters: the first rule whose prefix matches names the brand.
const BRAND_RULES: readonly TBrandRule[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15] },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19] },
  { brand: 'mastercard', prefix: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16] },
  { brand: 'discover', prefix: /^(6011|65|64[4-9])/, lengths: [16, 19] },
];

export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CARD_NAME_MAX = 100;

/** The digits of a typed card number; spaces and hyphens are how people group them. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) checksum every payment card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): TCardBrand {
  return BRAND_RULES.find((rule) => rule.prefix.test(digits))?.brand ?? 'unknown';
}

/** A number whose length fits its brand (any length 12-19 for an unknown brand) and Luhn. */
export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d+$/.test(digits)) return false;
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) {
    return false;
  }
  const rule = BRAND_RULES.find((r) => r.prefix.test(digits));
  if (rule && !rule.lengths.includes(digits.length)) return false;
  return passesLuhn(digits);
}

/** Groups as printed on the card: 4-6-5 for American Express, fours for the others. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value).replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** American Express prints a 4-digit code; the others 3. */
export function cvcLength(brand: TCardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export type TCardExpiry = { month: number; year: number };

/** "MM/YY" (or "MM / YY", "MM/YYYY") into month and full year; undefined when malformed. */
export function parseExpiry(value: string): TCardExpiry | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpiryInPast(expiry: TCardExpiry, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** Types "1228" as "12/28" while the person types; a leading 2-9 is a month ("4" -> "04/"). */
export function formatExpiryInput(value: string): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length <= 2) return digits.length === 2 && value.endsWith('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
