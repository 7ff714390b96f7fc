import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  LIST_REFRESH_SECONDS,
  type TCommunicationRow,
  type TGetCommunicationsRequest,
} from '@resonate/contracts/campaigns/communication-list';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { apiPost } from '@/shared/api/client';

/** Every communication list query lives under this key: one invalidation refreshes them. */
export const COMMUNICATIONS_KEY = ['communication', 'list'] as const;

export type TCommunicationsPage = { rows: TCommunicationRow[]; total: number };

/** Rows whose figures and status move on their own while the page is open. */
const IN_PROGRESS: readonly number[] = [STATUS.sending, STATUS.throttled, STATUS.approved];

export const communicationsQuery = (request: TGetCommunicationsRequest) =>
  queryOptions({
    queryKey: [...COMMUNICATIONS_KEY, 'page', request],
    queryFn: async ({ signal }): Promise<TCommunicationsPage> => {
      // Silent: the page shows a failure in place, with a retry.
      const envelope = await apiPost<{ communications: TCommunicationRow[] }>(
        'Communication/GetCommunications',
        request,
        { noLoader: true, silent: true, signal },
      );
      if (!envelope.status) throw new Error(envelope.message);
      return { rows: envelope.data?.communications ?? [], total: envelope.totalRows ?? 0 };
    },
    placeholderData: keepPreviousData,
  });

/** POST /api/Communication/GetCommunications, refreshed every few seconds while a row sends. */
export function useCommunications(request: TGetCommunicationsRequest) {
  return useQuery({
    ...communicationsQuery(request),
    refetchInterval: (query) =>
      query.state.data?.rows.some((row) => IN_PROGRESS.includes(row.status))
        ? LIST_REFRESH_SECONDS * 1000
        : false,
  });
}
