import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TMobilePushApp,
  TUpsertMobilePushRequest,
} from '@resonate/contracts/communication-settings/mobile-push';
import { apiPost } from '@/shared/api/client';

const appsQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['communication-settings', 'mobile-push', clientId],
    queryFn: async () => {
      const envelope = await apiPost<{ apps: TMobilePushApp[] }>(
        'CommunicationSetting/GetMobilePushApps',
        { clientId },
        { noLoader: true },
      );
      return envelope.data?.apps ?? [];
    },
  });

/** POST /api/CommunicationSetting/GetMobilePushApps. */
export function useMobilePushApps(clientId: number) {
  return useQuery(appsQuery(clientId));
}

/** POST /api/CommunicationSetting/UpsertMobilePushApp: adds or edits one app. */
export function useUpsertMobilePushApp(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TUpsertMobilePushRequest) => {
      const envelope = await apiPost<{ app: TMobilePushApp }>(
        'CommunicationSetting/UpsertMobilePushApp',
        body,
        { silent: true },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data.app;
    },
    onSuccess: () => queryClient.invalidateQueries(appsQuery(clientId)),
  });
}

/** POST /api/CommunicationSetting/CheckMobileAppName: for a hint when the name field is left. */
export async function checkMobileAppName(
  clientId: number,
  appName: string,
  mobileAppId?: number,
): Promise<boolean> {
  const envelope = await apiPost<{ exists: boolean }>(
    'CommunicationSetting/CheckMobileAppName',
    { clientId, appName, mobileAppId },
    { noLoader: true, silent: true },
  );
  return envelope.data?.exists ?? false;
}
