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
