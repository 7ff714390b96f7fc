import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '@/shared/api/client';

/**
 * A client's list read from one endpoint (API keys, webhooks, web analytics sites): the three
 * were fetched and cached alike, so they share this. `field` names the array in the answer.
 */
export function clientList<T>(name: string, endpoint: string, field: string) {
  const fetchList = async (clientId: number): Promise<T[]> => {
    const envelope = await apiPost<Record<string, T[]>>(endpoint, { clientId }, { noLoader: true });
    return envelope.data?.[field] ?? [];
  };
  const options = (clientId: number) =>
    queryOptions({
      queryKey: ['data-exchange', name, clientId],
      queryFn: () => fetchList(clientId),
    });
  return { fetchList, options };
}
