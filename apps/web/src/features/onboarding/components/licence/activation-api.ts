import { useMutation } from '@tanstack/react-query';
import type {
  TLicenceKeyPreview,
  TLicenceSubmitKind,
  TLicenceSubmitResult,
} from '@resonate/contracts/onboarding/licence';
import { apiPost } from '@/shared/api/client';
import { LICENCE_SUBMIT_ENDPOINTS } from '@/shared/components/licence-key/submit-endpoints';
import type { TKeyCheck } from '@/shared/components/licence-key/use-licence-key-check';

/** POST /api/ValidateLicenseKey for the onboarding account of `q` (errors shown inline). */
export function onboardingKeyCheck(q: string): TKeyCheck {
  return {
    queryKey: ['licence', 'validate', q],
    fetch: async (licenseKey) => {
      const envelope = await apiPost<TLicenceKeyPreview>(
        'ValidateLicenseKey',
        { q, licenseKey },
        { silent: true, noLoader: true },
      );
      if (!envelope.data) throw new Error(envelope.message);
      return envelope.data;
    },
  };
}

/** POST Submit/AgencySubmit/CompanySubmitLicenseKey with the q: activates the account. */
export function useActivateLicence(q: string) {
  return useMutation({
    mutationFn: async (input: { kind: TLicenceSubmitKind; licenseKey: string }) => {
      const envelope = await apiPost<TLicenceSubmitResult>(
        LICENCE_SUBMIT_ENDPOINTS[input.kind],
        { q, licenseKey: input.licenseKey },
        { silent: true },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data;
    },
  });
}
