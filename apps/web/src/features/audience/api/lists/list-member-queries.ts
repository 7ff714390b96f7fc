import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TGetListMembersRequest,
  TListMember,
} from '@resonate/contracts/audience/list-members';
import { apiPost } from '@/shared/api/client';
import { LISTS_KEY, type TPage } from './list-queries';

/** POST /api/Audience/GetListMembers: one page; a dynamic list is evaluated by the server now. */
export const listMembersQuery = (request: TGetListMembersRequest) =>
  queryOptions({
    queryKey: [...LISTS_KEY, 'members', request],
    queryFn: async ({ signal }): Promise<TPage<TListMember>> => {
      const envelope = await apiPost<{ members: TListMember[] }>(
        'Audience/GetListMembers',
        request,
        // Silent: the page shows a failure in place (the list may just have been deleted).
        { noLoader: true, silent: true, signal },
      );
      if (!envelope.status) throw new Error(envelope.message);
      return { rows: envelope.data?.members ?? [], total: envelope.totalRows ?? 0 };
    },
    placeholderData: keepPreviousData,
  });

export function useListMembers(request: TGetListMembersRequest, enabled = true) {
  return useQuery({ ...listMembersQuery(request), enabled });
}

/**
 * POST /api/Audience/GetListCount: a dynamic list's size, evaluated now. Asked on demand (the
 * "Count" button), never on page load: each count reads the whole audience.
 */
export function useListCount(listId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...LISTS_KEY, 'count', listId],
    queryFn: async ({ signal }) => {
      const envelope = await apiPost<{ count: number }>(
        'Audience/GetListCount',
        { listId },
        { noLoader: true, silent: true, signal },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data.count;
    },
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}
