import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLicenceStanding } from '@resonate/contracts/onboarding/licence-standing';
import { apiPost } from '@/shared/api/client';

/** POST /api/Licence/GetStanding: whether the working company's licence is in force. */
async function getLicenceStanding(): Promise<TLicenceStanding> {
  const envelope = await apiPost<TLicenceStanding>('Licence/GetStanding', undefined, {
    noLoader: true,
    silent: true,
  });
  if (!envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

export const licenceStandingQuery = () =>
  queryOptions({
    queryKey: ['licence', 'standing'],
    queryFn: getLicenceStanding,
    // A licence ends at a moment, not on a click: looked at again every few minutes.
    staleTime: 5 * 60_000,
    refetchInterval: 15 * 60_000,
  });

export function useLicenceStanding() {
  return useQuery(licenceStandingQuery());
}
