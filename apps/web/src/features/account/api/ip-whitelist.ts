import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TIpWhitelist, TIpWhitelistRow } from '@resonate/contracts/account';
import { GET_IP_WHITE_LIST, UPSERT_IP_WHITE_LIST } from '@resonate/contracts/account-endpoints';
import { call } from '@/shared/api/call';

export function getIpWhitelist(clientId: number): Promise<TIpWhitelist> {
  return call(GET_IP_WHITE_LIST, { clientId });
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
 * Replaces the whitelist. Silent: its refusals (row messages, the lockout question) are shown
 * on the card itself by useWhitelistEditor, not as a toast.
 */
export function upsertIpWhitelist(clientId: number, input: TUpsertInput) {
  return call(UPSERT_IP_WHITE_LIST, { clientId, ...input }, { silent: true });
}

export function useUpsertIpWhitelist(clientId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpsertInput) => upsertIpWhitelist(clientId ?? 0, input),
    onSuccess: (saved) =>
      queryClient.setQueryData(ipWhitelistQueryOptions(clientId ?? 0).queryKey, saved),
  });
}
