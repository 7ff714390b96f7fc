import { useMutation } from '@tanstack/react-query';
import type { TLicenceSubmitKind } from '@resonate/contracts/onboarding/licence';
import {
  LICENCE_SUBMIT_ENDPOINTS,
  VALIDATE_LICENSE_KEY,
} from '@resonate/contracts/onboarding/licence-endpoints';
import { call } from '@/shared/api/call';
import type { TKeyCheck } from '@/shared/components/licence-key/use-licence-key-check';

/** A key checked for the onboarding account of `q` (errors shown inline). */
export function onboardingKeyCheck(q: string): TKeyCheck {
  return {
    queryKey: ['licence', 'validate', q],
    fetch: (licenseKey) =>
      call(VALIDATE_LICENSE_KEY, { q, licenseKey }, { silent: true, noLoader: true }),
  };
}

/** Applies the key with the endpoint of its kind, with the q: activates the account. */
export function useActivateLicence(q: string) {
  return useMutation({
    mutationFn: (input: { kind: TLicenceSubmitKind; licenseKey: string }) =>
      call(
        LICENCE_SUBMIT_ENDPOINTS[input.kind],
        { q, licenseKey: input.licenseKey },
        { silent: true },
      ),
  });
}
