import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAddListMembersRequest,
  TAddListMembersResult,
} from '@resonate/contracts/audience/list-members';
import type { TDynamicListForm } from '@resonate/contracts/audience/dynamic-lists';
import type { TCreateListRequest, TListDetail } from '@resonate/contracts/audience/lists';
import type { TEnvelope } from '@resonate/contracts/envelope';
import { apiPost } from '@/shared/api/client';
import { LISTS_KEY } from './list-queries';

/** The payload of a successful call; a 2xx with status false is a failure too. */
export function payloadOf<T>(envelope: TEnvelope<T>): T {
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}

/** A list mutation: silent (forms show their errors), and every list query refreshes after. */
function useListMutation<TBody, TResult>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TBody) =>
      payloadOf(await apiPost<TResult>(`Audience/${path}`, body, { silent: true })),
    // Not awaited: the caller may leave the page (a deleted list) without waiting for refetches.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: LISTS_KEY });
    },
  });
}

/** POST /api/Audience/CreateList. */
export function useCreateList() {
  return useListMutation<TCreateListRequest, { list: TListDetail }>('CreateList');
}

/** POST /api/Audience/RenameList. */
export function useRenameList() {
  return useListMutation<{ listId: number; name: string }, { list: TListDetail }>('RenameList');
}

/** POST /api/Audience/DeleteList. */
export function useDeleteList() {
  return useListMutation<{ listId: number }, object>('DeleteList');
}

/** POST /api/Audience/AddListMembers. */
export function useAddListMembers() {
  return useListMutation<TAddListMembersRequest, TAddListMembersResult>('AddListMembers');
}

/** POST /api/Audience/RemoveListMembers. */
export function useRemoveListMembers() {
  return useListMutation<
    { listId: number; contactIds: number[] },
    { removed: number; memberCount: number }
  >('RemoveListMembers');
}

/** POST /api/Audience/CreateDynamicList. */
export function useCreateDynamicList() {
  return useListMutation<TDynamicListForm, { list: TListDetail }>('CreateDynamicList');
}

/** POST /api/Audience/UpdateDynamicList. */
export function useUpdateDynamicList() {
  return useListMutation<TDynamicListForm & { listId: number }, { list: TListDetail }>(
    'UpdateDynamicList',
  );
}

/** POST /api/Audience/ExportList: the one-minute download link of a list. */
export function useExportList() {
  return useMutation({
    mutationFn: async (listId: number) =>
      payloadOf(await apiPost<{ url: string }>('Audience/ExportList', { listId })).url,
  });
}
