import { sameEndpoint, type TEndpoint } from '@resonate/contracts/stored-secrets';
import { AppError } from '#/errors.ts';

type TKeepSecret = {
  /** The stored ciphertext (undefined or null when none is stored). */
  stored: string | null | undefined;
  /** Where the stored secret was meant to go; undefined when nothing was saved before. */
  storedEndpoint: TEndpoint | undefined;
  /** Where the settings being saved send it. */
  endpoint: TEndpoint;
  /** The form field of the secret, for the field error. */
  field: string;
  /** The form's message (STORED_SECRET_MSG). */
  message: string;
  /** False when the new settings can work without it (it is then dropped, not refused). */
  needed?: boolean;
};

/**
 * The stored secret a save may keep when its secret field was left empty: only while the
 * endpoint is unchanged. Otherwise the secret would follow an edited host or URL to whoever
 * typed it, so the save is refused with a field error asking to type the secret again (or,
 * where the settings work without it, the secret is dropped). Call it only when no new secret
 * was typed.
 */
export function keepSecretOnlyForSameEndpoint(options: TKeepSecret): string | null {
  const { stored, storedEndpoint } = options;
  if (!stored) return null;
  if (storedEndpoint && sameEndpoint(storedEndpoint, options.endpoint)) return stored;
  if (options.needed === false) return null;
  throw new AppError('BAD_REQUEST', options.message, {
    errors: { [options.field]: options.message },
  });
}
