import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateSiteRequest, TSite } from '@resonate/contracts/events/sites';
import { apiPost } from '@/shared/api/client';
import { clientList } from '../../api/client-list';

const sitesList = clientList<TSite>('analytics-sites', 'Events/GetSites', 'sites');

/** POST /api/Events/GetSites. */
export const getSites = sitesList.fetchList;
export const sitesQueryOptions = sitesList.options;

export function useSites(clientId: number) {
  return useQuery(sitesQueryOptions(clientId));
}

/** POST /api/Events/CreateSite: errors are shown in the form, not as a toast. */
export async function createSite(body: TCreateSiteRequest): Promise<TSite> {
  const envelope = await apiPost<{ site: TSite }>('Events/CreateSite', body, { silent: true });
  if (!envelope.status || !envelope.data) {
    const field = envelope.errors ? Object.values(envelope.errors)[0] : undefined;
    throw new Error(field ?? envelope.message);
  }
  return envelope.data.site;
}

export function useCreateSite(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSite,
    onSuccess: () => queryClient.invalidateQueries(sitesQueryOptions(clientId)),
  });
}

/** POST /api/Events/DeleteSite. */
export async function deleteSite(clientId: number, siteId: number): Promise<void> {
  const envelope = await apiPost<{ siteId: number }>('Events/DeleteSite', { clientId, siteId });
  if (!envelope.status) throw new Error(envelope.message);
}

export function useDeleteSite(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteId: number) => deleteSite(clientId, siteId),
    onSuccess: () => queryClient.invalidateQueries(sitesQueryOptions(clientId)),
  });
}
