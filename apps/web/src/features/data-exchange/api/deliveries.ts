import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDeliveryList } from '@resonate/contracts/data-exchange';
import { apiPost } from '@/shared/api/client';

export const DELIVERY_PAGE_SIZE = 10;
/** While a delivery is pending or retrying the log refreshes itself this often. */
const REFRESH_MS = 3000;

/** POST /api/DataExchange/ListDeliveries. */
export async function listDeliveries(
  clientId: number,
  webhookId: number,
  pageNo: number,
): Promise<TDeliveryList> {
  const envelope = await apiPost<TDeliveryList>(
    'DataExchange/ListDeliveries',
    { clientId, webhookId, pagination: { pageNo, pageSize: DELIVERY_PAGE_SIZE } },
    { noLoader: true },
  );
  return envelope.data ?? { deliveries: [], totalRows: 0 };
}

export const deliveriesQueryOptions = (clientId: number, webhookId: number, pageNo: number) =>
  queryOptions({
    queryKey: ['data-exchange', 'deliveries', webhookId, clientId, pageNo],
    queryFn: () => listDeliveries(clientId, webhookId, pageNo),
  });

export function useDeliveries(clientId: number, webhookId: number, pageNo: number) {
  return useQuery({
    ...deliveriesQueryOptions(clientId, webhookId, pageNo),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending' || d.status === 'retrying')
        ? REFRESH_MS
        : false,
  });
}
