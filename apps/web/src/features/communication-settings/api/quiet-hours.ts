import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TQuietHours } from '@resonate/contracts/communication-settings/quiet-hours';
import {
  GET_QUIET_HOURS,
  UPSERT_QUIET_HOURS,
} from '@resonate/contracts/communication-settings/quiet-hours-endpoints';
import { call } from '@/shared/api/call';

export const quietHoursQuery = () =>
  queryOptions({
    queryKey: ['communication-settings', 'quiet-hours'],
    queryFn: () => call(GET_QUIET_HOURS, {}, { noLoader: true }),
  });

/** The client's quiet hours (a channel without a rule has none). */
export function useQuietHours() {
  return useQuery(quietHoursQuery());
}

/** Replaces the client's quiet hours; field refusals come back for the form to place. */
export function useSaveQuietHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TQuietHours) => call(UPSERT_QUIET_HOURS, body, { silent: true }),
    onSuccess: (data) => queryClient.setQueryData(quietHoursQuery().queryKey, data),
  });
}
