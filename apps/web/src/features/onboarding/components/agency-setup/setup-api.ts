import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBrandForm, TSetupSummary } from '@resonate/contracts/onboarding/brands';
import { apiPost } from '@/shared/api/client';
import { createBrand } from '@/shared/components/brand-form/brand-form-api';

/** POST /api/GetSetupSummary: the agency and the brands it has so far (q proves who asks). */
async function getSetupSummary(q: string): Promise<TSetupSummary> {
  const envelope = await apiPost<TSetupSummary>('GetSetupSummary', { q }, { silent: true });
  if (!envelope.data) throw new Error(envelope.message);
  return envelope.data;
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
