import { sameEndpoint, type TEndpoint } from '@resonate/contracts/stored-secrets';
import { AppError } from '#/errors.ts';

type TKeepSecret = {
  /** The stored ciphertext (undefined or null when none is stored). */
  stored: string | null | undefined;
  /** Where the stored secret was meant to go; undefined when nothing was saved before. */
  storedEndpoint: TEndpoint | undefined;
  /** Where the settings being saved send it. */
  endpoint: TEndpoint;
} & (
  | {
      /** The new settings need it: a changed endpoint without it is refused on this field. */
      needed?: true;
      field: string;
      /** The form's message (STORED_SECRET_MSG). */
      message: string;
    }
  | {
      /** The new settings work without it (or make a new one): it is dropped, not refused. */
      needed: false;
      field?: string;
      message?: string;
    }
);

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
