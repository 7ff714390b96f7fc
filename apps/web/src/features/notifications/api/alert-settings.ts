import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAlertSetting } from '@resonate/contracts/notifications';
import {
  GET_ALERT_NOTIFICATION_STATUS,
  UPDATE_ALERT_NOTIFICATION_STATUS,
} from '@resonate/contracts/notifications-endpoints';
import { call } from '@/shared/api/call';
import type { TScope } from '../hooks/use-notification-scope';

export async function getAlertSettings(scope: TScope): Promise<TAlertSetting[]> {
  const data = await call(GET_ALERT_NOTIFICATION_STATUS, scope, { noLoader: true });
  return data.settings;
}

export const alertSettingsQueryOptions = (scope: TScope) =>
  queryOptions({
    queryKey: ['notifications', 'settings', scope],
    queryFn: () => getAlertSettings(scope),
  });

export function useAlertSettings(scope: TScope | null) {
  return useQuery({
    ...alertSettingsQueryOptions(scope ?? { departmentId: 0, clientId: 0, userId: 0 }),
    enabled: scope !== null,
  });
}

/** Saves the rows; the mutation caches what the server kept. */
export async function updateAlertSettings(scope: TScope, settings: TAlertSetting[]) {
  const data = await call(UPDATE_ALERT_NOTIFICATION_STATUS, {
    ...scope,
    settings: settings.map(({ notificationTypeID, inApp, email }) => ({
      notificationTypeID,
      inApp,
      email,
    })),
  });
  return data.settings;
}

export function useUpdateAlertSettings(scope: TScope | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TAlertSetting[]) =>
      scope ? updateAlertSettings(scope, settings) : Promise.resolve([]),
    onSuccess: (saved) => {
      if (scope) queryClient.setQueryData(alertSettingsQueryOptions(scope).queryKey, saved);
    },
  });
}
