import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TIpWhitelist, TIpWhitelistRow } from '@resonate/contracts/account';
import { apiPost } from '@/shared/api/client';

/** POST /api/GetIpWhiteList. */
export async function getIpWhitelist(clientId: number): Promise<TIpWhitelist> {
  const envelope = await apiPost<TIpWhitelist>('GetIpWhiteList', { clientId });
  if (!envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

export const ipWhitelistQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['account', 'ip-whitelist', clientId],
    queryFn: () => getIpWhitelist(clientId),
  });

export function useIpWhitelist(clientId: number | null) {
  return useQuery({
    ...ipWhitelistQueryOptions(clientId ?? 0),
    enabled: clientId !== null && clientId > 0,
  });
}

export type TUpsertInput = { items: TIpWhitelistRow[]; confirmLockout?: boolean };

/**
 * POST /api/UpsertIpWhiteList. Silent: its refusals (row messages, the lockout question) are
 * shown on the card itself by useWhitelistEditor, not as a toast.
 */
export async function upsertIpWhitelist(clientId: number, input: TUpsertInput) {
  const envelope = await apiPost<TIpWhitelist>(
    'UpsertIpWhiteList',
    { clientId, ...input },
    { silent: true },
  );
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

export function useUpsertIpWhitelist(clientId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpsertInput) => upsertIpWhitelist(clientId ?? 0, input),
    onSuccess: (saved) =>
      queryClient.setQueryData(ipWhitelistQueryOptions(clientId ?? 0).queryKey, saved),
  });
}
