import { EMAIL_MAX } from '../limits.ts';
import { EMAIL_PATTERN } from '../patterns.ts';

/**
 * How a contact's identifiers are normalised and checked, once for every path that writes
 * contacts (the contact form, the CSV import, event ingestion): emails lower-cased, mobiles in
 * E.164. Contacts are unique per client by each of them, so two spellings of one address must
 * normalise to the same value.
 */

/** The channels a contact can consent to or unsubscribe from. */
export const CONSENT_CHANNELS = [
  'email',
  'sms',
  'whatsapp',
  'voice',
  'webPush',
  'mobilePush',
] as const;
export type TConsentChannel = (typeof CONSENT_CHANNELS)[number];
export const CONSENT_STATUSES = ['subscribed', 'unsubscribed'] as const;
export type TConsentStatus = (typeof CONSENT_STATUSES)[number];

/** E.164 allows 15 digits after the '+'; 7 is the shortest national number in use plus a code. */
const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
const MOBILE_SEPARATORS = /[\s().-]/g;

export const CONTACT_FIELD_MSG = {
  emailInvalid: 'Invalid email address',
  mobileInvalid: 'Invalid mobile number (use the international format, e.g. +447700900123)',
  identifierRequired: 'An email address or a mobile number is required',
} as const;

/** The stored form of an email, or undefined when it is not a valid address. */
export function normaliseEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email))
    return undefined;
  return email;
}

/**
 * The E.164 form of a mobile number, or undefined when it is not one. Spaces, dots, dashes and
 * brackets are ignored; a leading 00 is the international prefix. A number without one takes
 * `defaultDialCode` (e.g. '+44'), dropping a national trunk 0.
 */
export function normaliseMobile(raw: string, defaultDialCode?: string): string | undefined {
  let digits = raw.trim().replace(MOBILE_SEPARATORS, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (!digits.startsWith('+')) {
    if (!defaultDialCode) return undefined;
    digits = `${defaultDialCode}${digits.replace(/^0+/, '')}`;
  }
  return E164_PATTERN.test(digits) ? digits : undefined;
}
