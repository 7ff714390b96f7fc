import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAlertSetting, TAlertSettings } from '@resonate/contracts/notifications';
import { apiPost } from '@/shared/api/client';
import type { TScope } from '../hooks/use-notification-scope';

/** POST /api/AlertAndNotifications/GetAlertNotificationStatus. */
export async function getAlertSettings(scope: TScope): Promise<TAlertSetting[]> {
  const envelope = await apiPost<TAlertSettings>(
    'AlertAndNotifications/GetAlertNotificationStatus',
    scope,
    { noLoader: true },
  );
  return envelope.data?.settings ?? [];
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

/** POST /api/AlertAndNotifications/UpdateAlertNotificationStatus; caches what the server kept. */
export async function updateAlertSettings(scope: TScope, settings: TAlertSetting[]) {
  const envelope = await apiPost<TAlertSettings>(
    'AlertAndNotifications/UpdateAlertNotificationStatus',
    {
      ...scope,
      settings: settings.map(({ notificationTypeID, inApp, email }) => ({
        notificationTypeID,
        inApp,
        email,
      })),
    },
  );
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data.settings;
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
