import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GET_SETUP_SUMMARY } from '@resonate/contracts/onboarding/agency-setup-endpoints';
import type { TBrandForm } from '@resonate/contracts/onboarding/brands';
import { call } from '@/shared/api/call';
import { createBrand } from '@/shared/components/brand-form/brand-form-api';

/** The agency and the brands it has so far (q proves who asks). */
function getSetupSummary(q: string) {
  return call(GET_SETUP_SUMMARY, { q }, { silent: true });
}

export const setupSummaryQuery = (q: string) =>
  queryOptions({
    queryKey: ['agency-setup', 'summary', q],
    queryFn: () => getSetupSummary(q),
    retry: false,
  });

export function useSetupSummary(q: string) {
  return useQuery({ ...setupSummaryQuery(q), enabled: q !== '' });
}

/** ClientCreation with the setup's q; the summary is refreshed with the new brand. */
export function useCreateSetupBrand(q: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TBrandForm) => createBrand(form, q),
    onSuccess: () => queryClient.invalidateQueries(setupSummaryQuery(q)),
  });
}
