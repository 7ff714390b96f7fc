import type { TBrand, TBrandForm, TCountryDetails } from '@resonate/contracts/onboarding/brands';
import { apiPost } from '../../api/client';
import { ApiError } from '../../api/api-error';

/**
 * The agency setup calls (spec section 7) shared by account setup (with its signed `q`) and the
 * brands administration page (with the session): pass `q` only on the former.
 */
export async function checkClientNameExists(
  clientName: string,
  options: { q?: string; clientId?: number },
): Promise<boolean> {
  const envelope = await apiPost<{ exists: boolean }>(
    'CheckClientNameExists',
    { clientName, ...options },
    { noLoader: true, silent: true },
  );
  return envelope.data?.exists ?? false;
}

export async function checkValidateWebsite(website: string) {
  const envelope = await apiPost<{ valid: boolean; website: string; message: string }>(
    'CheckValidateWebsite',
    { website },
    { noLoader: true, silent: true },
  );
  return envelope.data;
}

export async function getCountryDetails(countryId: number): Promise<TCountryDetails | undefined> {
  const envelope = await apiPost<TCountryDetails>(
    'GetCountryDetails',
    { countryId },
    { noLoader: true, silent: true },
  );
  return envelope.data;
}

/** POST /api/ClientCreation: one brand; field errors come back on the ApiError's envelope. */
export async function createBrand(form: TBrandForm, q?: string): Promise<TBrand> {
  const envelope = await apiPost<{ brand: TBrand }>(
    'ClientCreation',
    { ...form, q },
    { silent: true },
  );
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data.brand;
}

/** Field messages of a refused save, keyed by form field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.envelope?.errors ?? {}) : {};
}
