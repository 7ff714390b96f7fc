import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TClientDetails, TClientDetailsForm } from '@resonate/contracts/account';
import { GET_CLIENT_DETAILS, UPDATE_CLIENT_DETAILS } from '@resonate/contracts/account-endpoints';
import { call } from '@/shared/api/call';
import { storeDateTimePreferences } from '@/shared/storage/date-time-preferences';

export function getClientDetails(clientId: number): Promise<TClientDetails> {
  return call(GET_CLIENT_DETAILS, { clientId });
}

export const clientDetailsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: ['account', 'client-details', clientId],
    queryFn: () => getClientDetails(clientId),
  });

export function useClientDetails(clientId: number | null) {
  return useQuery({
    ...clientDetailsQueryOptions(clientId ?? 0),
    enabled: clientId !== null && clientId > 0,
  });
}

/** Saves with the updatedAt the form was loaded with. */
export function updateClientDetails(
  clientId: number,
  form: TClientDetailsForm,
  updatedAt: string,
): Promise<TClientDetails> {
  return call(UPDATE_CLIENT_DETAILS, { ...form, clientId, updatedAt });
}

/**
 * Saves, caches what the server kept, and stores the new formats and zone where sign-in put
 * them, so every date on screen uses them at once. A 409 (stale) reloads the values.
 */
export function useUpdateClientDetails(clientId: number | null) {
  const queryClient = useQueryClient();
  const key = clientDetailsQueryOptions(clientId ?? 0).queryKey;
  return useMutation({
    mutationFn: ({ form, updatedAt }: { form: TClientDetailsForm; updatedAt: string }) =>
      updateClientDetails(clientId ?? 0, form, updatedAt),
    onSuccess: async (saved) => {
      queryClient.setQueryData(key, saved);
      await storeDateTimePreferences({
        timeZoneId: saved.timeZoneId,
        dateFormatId: saved.dateFormatId,
        timeFormatId: saved.timeFormatId,
      });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
