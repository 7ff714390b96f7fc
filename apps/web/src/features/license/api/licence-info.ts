import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLicenceSubmitKind } from '@resonate/contracts/onboarding/licence';
import {
  LICENCE_SUBMIT_ENDPOINTS,
  LICENSE_INFO,
  VERIFY_LICENSE_KEY,
} from '@resonate/contracts/onboarding/licence-endpoints';
import { call } from '@/shared/api/call';
import type { TKeyCheck } from '@/shared/components/licence-key/use-licence-key-check';

/** The signed-in account's licence, seats and history. */
const getLicenseInfo = () => call(LICENSE_INFO, undefined, { noLoader: true });

export const licenseInfoQuery = () =>
  queryOptions({ queryKey: ['licence', 'info'], queryFn: getLicenseInfo });

export function useLicenseInfo() {
  return useQuery(licenseInfoQuery());
}

/** A renewal key checked for the signed-in account. */
export const renewalKeyCheck: TKeyCheck = {
  queryKey: ['licence', 'verify'],
  fetch: (licenseKey) => call(VERIFY_LICENSE_KEY, { licenseKey }, { silent: true, noLoader: true }),
};

/** Applies a renewal key with the endpoint of its kind; the page reloads the licence. */
export function useRenewLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: TLicenceSubmitKind; licenseKey: string }) =>
      call(
        LICENCE_SUBMIT_ENDPOINTS[input.kind],
        { licenseKey: input.licenseKey },
        { silent: true },
      ),
    onSuccess: () => {
      // The applied key is spent: its cached check must not be asked again.
      queryClient.removeQueries({ queryKey: renewalKeyCheck.queryKey });
      // The banner of an ended licence goes with it.
      void queryClient.invalidateQueries({ queryKey: ['licence', 'standing'] });
      return queryClient.invalidateQueries({ queryKey: licenseInfoQuery().queryKey });
    },
  });
}
