import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TLicenceKeyPreview,
  TLicenceSubmitKind,
  TLicenceSubmitResult,
  TLicenseInfo,
} from '@resonate/contracts/onboarding/licence';
import { apiPost } from '@/shared/api/client';
import { LICENCE_SUBMIT_ENDPOINTS } from '@/shared/components/licence-key/submit-endpoints';
import type { TKeyCheck } from '@/shared/components/licence-key/use-licence-key-check';

/** POST /api/LicenseInfo: the signed-in account's licence, seats and history. */
async function getLicenseInfo(): Promise<TLicenseInfo> {
  const envelope = await apiPost<TLicenseInfo>('LicenseInfo', undefined, { noLoader: true });
  if (!envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

export const licenseInfoQuery = () =>
  queryOptions({ queryKey: ['licence', 'info'], queryFn: getLicenseInfo });

export function useLicenseInfo() {
  return useQuery(licenseInfoQuery());
}

/** POST /api/VerifyLicenseKey: a renewal key checked for the signed-in account. */
export const renewalKeyCheck: TKeyCheck = {
  queryKey: ['licence', 'verify'],
  fetch: async (licenseKey) => {
    const envelope = await apiPost<TLicenceKeyPreview>(
      'VerifyLicenseKey',
      { licenseKey },
      { silent: true, noLoader: true },
    );
    if (!envelope.data) throw new Error(envelope.message);
    return envelope.data;
  },
};

/** Applies a renewal key with the endpoint of its kind; the page reloads the licence. */
export function useRenewLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: TLicenceSubmitKind; licenseKey: string }) => {
      const envelope = await apiPost<TLicenceSubmitResult>(
        LICENCE_SUBMIT_ENDPOINTS[input.kind],
        { licenseKey: input.licenseKey },
        { silent: true },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data;
    },
    onSuccess: () => {
      // The applied key is spent: its cached check must not be asked again.
      queryClient.removeQueries({ queryKey: renewalKeyCheck.queryKey });
      // The banner of an ended licence goes with it.
      void queryClient.invalidateQueries({ queryKey: ['licence', 'standing'] });
      return queryClient.invalidateQueries({ queryKey: licenseInfoQuery().queryKey });
    },
  });
}
