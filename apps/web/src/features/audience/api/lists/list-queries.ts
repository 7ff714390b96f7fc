import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TGetListsRequest,
  TListDetail,
  TListSummary,
} from '@resonate/contracts/audience/lists';
import { apiPost } from '@/shared/api/client';

/** Every list query lives under this key, so one invalidation refreshes them all. */
export const LISTS_KEY = ['audience', 'lists'] as const;

export type TPage<T> = { rows: T[]; total: number };

/** POST /api/Audience/GetLists: one page of lists. */
export const listsQuery = (request: TGetListsRequest) =>
  queryOptions({
    queryKey: [...LISTS_KEY, 'page', request],
    queryFn: async ({ signal }): Promise<TPage<TListSummary>> => {
      const envelope = await apiPost<{ lists: TListSummary[] }>('Audience/GetLists', request, {
        noLoader: true,
        signal,
      });
      return { rows: envelope.data?.lists ?? [], total: envelope.totalRows ?? 0 };
    },
    placeholderData: keepPreviousData,
  });

export function useLists(request: TGetListsRequest, enabled = true) {
  return useQuery({ ...listsQuery(request), enabled });
}

/** POST /api/Audience/GetList: one list (with its rule when dynamic). */
export const listQuery = (listId: number) =>
  queryOptions({
    queryKey: [...LISTS_KEY, 'one', listId],
    queryFn: async ({ signal }): Promise<TListDetail> => {
      const envelope = await apiPost<{ list: TListDetail }>(
        'Audience/GetList',
        { listId },
        { noLoader: true, signal, silent: true },
      );
      if (!envelope.data) throw new Error(envelope.message);
      return envelope.data.list;
    },
    retry: false,
  });

export function useList(listId: number) {
  return useQuery({ ...listQuery(listId), enabled: listId > 0 });
}
