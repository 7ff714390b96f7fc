/**
 * What the WhatsApp, voice, web push and mobile push settings share: the scope every request
 * names (as the spec's payloads do) and how a sealed secret travels. The server never sends a
 * secret back; it sends MASKED_SECRET when one is stored, and a form sends an empty value to
 * keep the stored one.
 */
import { z } from 'zod';

export const MASKED_SECRET = '••••••••';

export const CHANNEL_MSG = {
  notAdmin: 'Only an account admin can change communication settings',
  notYourClient: 'You can only see and change your own account',
  stale: 'These settings were changed by someone else. Reload them and try again.',
  updatedAtRequired: 'Send the updatedAt of the version you edited',
  apiBaseUrlInvalid: 'Enter a valid URL, e.g. https://api.example.com',
  apiBaseUrlNotHttps: 'Enter valid HTTPS URL',
  apiBaseUrlPrivate: 'API base URL must not point at a private, loopback or link-local address',
} as const;

export const ZChannelIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const ZChannelScopeSchema = z.object({ clientId: ZChannelIdSchema });

/** The version a form edited; a newer one on the server answers 409. */
export const ZUpdatedAtSchema = z.iso.datetime({ offset: true });

/** A required text field with a spec-style message and an upper bound. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Max. ${max} characters` });
}

/** A secret as a form sends it: empty (or absent) keeps the stored value. */
export function secretInput(max: number) {
  return z
    .string()
    .max(max, { error: `Max. ${max} characters` })
    .optional()
    .transform((value) => (value && value !== MASKED_SECRET ? value : undefined));
}

export const API_BASE_URL_MAX = 200;

/** An origin with an optional path prefix: no credentials, query or fragment to leak or confuse. */
export function isBaseUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash
  );
}

/**
 * A provider's API base URL for regional or self-hosted endpoints (empty: the provider's
 * default). The shape is checked here; the server requires HTTPS (plain http only with
 * ALLOW_PRIVATE_CHANNEL_HOSTS, for local fakes) and a public host.
 */
export const ZApiBaseUrlSchema = z
  .string()
  .trim()
  .max(API_BASE_URL_MAX, { error: `Max. ${API_BASE_URL_MAX} characters` })
  .refine((value) => value === '' || isBaseUrl(value), { error: CHANNEL_MSG.apiBaseUrlInvalid })
  .transform((value) => value.replace(/\/+$/, ''))
  .optional()
  .default('');
