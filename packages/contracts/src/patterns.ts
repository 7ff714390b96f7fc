/**
 * The patterns of spec section 5. Anchored and without the `g` flag, so `.test()` keeps no
 * state between calls and the same regex is safe to share between forms and routes.
 */
import { OTP_LENGTH, PASSWORD_MIN } from './constants.ts';

/**
 * The special characters the strength meter counts (spec section 5). The strong password uses
 * the same set, so a password the meter marks complete is never rejected, and vice versa.
 */
export const PASSWORD_SPECIAL_CHARS = '#?!@$%^&*-';

/** 8 to 15 characters, a digit, a lower- and an upper-case letter, a special, no whitespace. */
export const STRONG_PASSWORD_PATTERN =
  /^(?=[^\d]*\d)(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=[^#?!@$%^&*-]*[#?!@$%^&*-])\S{8,15}$/;

/**
 * Word characters, dots or hyphens, then @, domain labels, and a 2-4 letter top-level domain.
 * Dots may not lead, trail or double up, as mail servers reject such addresses.
 */
export const EMAIL_PATTERN =
  /^[\w-]+(?:\.[\w-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;

// A host name: dot-separated labels of letters, digits and inner hyphens, then a letter TLD.
const HOST = String.raw`(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}`;
const PORT_AND_PATH = String.raw`(?::\d{1,5})?(?:[/?#]\S*)?`;

/** An https:// address only: store links and push endpoints must be served securely. */
export const HTTPS_URL_PATTERN = new RegExp(`^https://${HOST}${PORT_AND_PATH}$`, 'i');

/** A website as people type it: the scheme (http or https) is optional, "www." is a label. */
export const WEBSITE_PATTERN = new RegExp(`^(?:https?://)?${HOST}${PORT_AND_PATH}$`, 'i');

/** 0 to 65535, without sign, decimals or leading zeros. */
export const PORT_PATTERN =
  /^(?:0|[1-9]\d{0,3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d{2}|655[0-2]\d|6553[0-5])$/;

export function isValidPort(value: string | number): boolean {
  return PORT_PATTERN.test(String(value));
}

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const FIRST_OCTET = '(?:22[0-3]|2[01]\\d|1\\d\\d|[1-9]\\d?)';
const LAST_OCTET = '(?:25[0-4]|2[0-4]\\d|1\\d\\d|[1-9]\\d?)';

/**
 * A unicast host address: first octet 1-223 (no 0.x, multicast or reserved), last octet 1-254
 * (no network or broadcast address). Leading zeros are refused, since some parsers read them
 * as octal.
 */
export const IPV4_PATTERN = new RegExp(`^${FIRST_OCTET}\\.${OCTET}\\.${OCTET}\\.${LAST_OCTET}$`);

export function isValidIpv4(value: string): boolean {
  return IPV4_PATTERN.test(value);
}

/** Exactly OTP_LENGTH digits. */
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/**
 * Postal codes worldwide: letters and digits with inner spaces or hyphens ("SW1A 1AA",
 * "12345-6789"). Our choice; the spec gives only the minimum length.
 */
export const ZIP_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;

/**
 * Communication names refuse markup, template placeholder, path and quote characters and
 * control characters; the spec names the rule but not the set, so the set is our choice.
 */
export const COMMUNICATION_NAME_PATTERN = /^[^<>{}[\]\\/|`~^";\p{Cc}]*$/u;

/** Digits and dots only, e.g. version numbers typed into settings. */
export const DIGITS_AND_DOTS_PATTERN = /^[\d.]+$/;

/** One or two digits. */
export const UP_TO_TWO_DIGITS_PATTERN = /^\d{1,2}$/;

/** Matches text with no character repeated 4 or more times in a row ("aaaa" fails). */
export const NO_CHAR_RUN_OF_FOUR_PATTERN = /^(?![\s\S]*([\s\S])\1{3})[\s\S]*$/u;

export function hasCharRunOfFour(value: string): boolean {
  return !NO_CHAR_RUN_OF_FOUR_PATTERN.test(value);
}

/** Where a thousands separator goes in a run of digits. */
export const THOUSANDS_GROUPING_PATTERN = /\B(?=(\d{3})+(?!\d))/g;

/** 1234567.891 -> '1,234,567.891'. Only the integer part is grouped. */
export function groupThousands(value: number | string): string {
  const text = String(value);
  const match = /^(-?)(\d+)(.*)$/s.exec(text);
  if (!match) return text;
  const [, sign, whole, rest] = match;
  return `${sign}${whole.replace(THOUSANDS_GROUPING_PATTERN, ',')}${rest}`;
}

export type TPasswordStrengthKey = 'upper' | 'lower' | 'number' | 'special' | 'length';

export type TPasswordStrengthRule = {
  key: TPasswordStrengthKey;
  test: (value: string) => boolean;
};

/** The rules a strength meter ticks off one by one, in the order it shows them. */
export const passwordStrengthRules: readonly TPasswordStrengthRule[] = [
  { key: 'upper', test: (s) => /[A-Z]/.test(s) },
  { key: 'lower', test: (s) => /[a-z]/.test(s) },
  { key: 'number', test: (s) => /\d/.test(s) },
  { key: 'special', test: (s) => /[#?!@$%^&*-]/.test(s) },
  { key: 'length', test: (s) => s.length >= PASSWORD_MIN },
];
