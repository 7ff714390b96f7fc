import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET_LICENCE_STANDING } from '@resonate/contracts/onboarding/licence-endpoints';
import { call } from '@/shared/api/call';

/** Whether the working company's licence is in force. */
const getLicenceStanding = () =>
  call(GET_LICENCE_STANDING, undefined, { noLoader: true, silent: true });

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
