import type { TBrand, TBrandForm, TCountryDetails } from '@resonate/contracts/onboarding/brands';
import {
  CHECK_CLIENT_NAME_EXISTS,
  CHECK_VALIDATE_WEBSITE,
  CLIENT_CREATION,
  GET_COUNTRY_DETAILS,
} from '@resonate/contracts/onboarding/agency-setup-endpoints';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/call';

/**
 * The agency setup calls (spec section 7) shared by account setup (with its signed `q`) and the
 * brands administration page (with the session): pass `q` only on the former.
 */
export async function checkClientNameExists(
  clientName: string,
  options: { q?: string; clientId?: number },
): Promise<boolean> {
  const { exists } = await call(
    CHECK_CLIENT_NAME_EXISTS,
    { clientName, ...options },
    { noLoader: true, silent: true },
  );
  return exists;
}

export function checkValidateWebsite(website: string) {
  return call(CHECK_VALIDATE_WEBSITE, { website }, { noLoader: true, silent: true });
}

export function getCountryDetails(countryId: number): Promise<TCountryDetails> {
  return call(GET_COUNTRY_DETAILS, { countryId }, { noLoader: true, silent: true });
}

/** POST /api/ClientCreation: one brand; field errors come back on the ApiError's envelope. */
export async function createBrand(form: TBrandForm, q?: string): Promise<TBrand> {
  return (await call(CLIENT_CREATION, { ...form, q }, { silent: true })).brand;
}

/** Field messages of a refused save, keyed by form field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.envelope?.errors ?? {}) : {};
}
