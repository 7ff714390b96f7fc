import { useQuery } from '@tanstack/react-query';
import { LICENCE_MSG, type TLicenceKeyPreview } from '@resonate/contracts/onboarding/licence';
import { licenceKeyShape, tidyLicenceKey } from '@resonate/contracts/onboarding/licence-key-format';
import type { TKeyFieldStatus } from './licence-key-field';

export type TKeyCheck = {
  /** Identifies the account the key is checked for (part of the query key). */
  queryKey: readonly unknown[];
  fetch: (licenseKey: string) => Promise<TLicenceKeyPreview>;
};

/**
 * Live validation of a typed key: the shape is checked as the user types, and a complete key
 * goes to the server once (cached per key), which answers with what it grants or why not.
 */
export function useLicenceKeyCheck(value: string, check: TKeyCheck) {
  const shape = licenceKeyShape(value);
  const tidy = tidyLicenceKey(value);
  const query = useQuery({
    queryKey: [...check.queryKey, tidy],
    queryFn: () => check.fetch(tidy),
    enabled: shape === 'complete',
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  });
  let status: TKeyFieldStatus = 'typing';
  let error: string | undefined;
  if (shape === 'malformed') {
    status = 'invalid';
    error = LICENCE_MSG.keyMalformed;
  } else if (shape === 'complete') {
    if (query.isFetching) status = 'checking';
    else if (query.isError) {
      status = 'invalid';
      error = query.error.message;
    } else if (query.data) status = 'valid';
  }
  return {
    tidy,
    status,
    error,
    preview: status === 'valid' ? query.data : undefined,
    refresh: () => query.refetch(),
  };
}
