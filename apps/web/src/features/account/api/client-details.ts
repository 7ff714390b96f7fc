import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TClientDetails, TClientDetailsForm } from '@resonate/contracts/account';
import { apiPost } from '@/shared/api/client';
import { storeDateTimePreferences } from '@/shared/storage/date-time-preferences';

/** POST /api/GetClientDetails. */
export async function getClientDetails(clientId: number): Promise<TClientDetails> {
  const envelope = await apiPost<TClientDetails>('GetClientDetails', { clientId });
  if (!envelope.data) throw new Error(envelope.message);
  return envelope.data;
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

/** POST /api/UpdateClientDetails with the updatedAt the form was loaded with. */
export async function updateClientDetails(
  clientId: number,
  form: TClientDetailsForm,
  updatedAt: string,
): Promise<TClientDetails> {
  const envelope = await apiPost<TClientDetails>('UpdateClientDetails', {
    ...form,
    clientId,
    updatedAt,
  });
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data;
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
