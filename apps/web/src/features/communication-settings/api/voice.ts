import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TUpsertVmsRequest,
  TVmsSetting,
} from '@resonate/contracts/communication-settings/voice';
import { apiPost } from '@/shared/api/client';

/** POST /api/CommunicationSetting/GetVMSSettings. */
async function getVmsSettings(clientId: number): Promise<TVmsSetting[]> {
  const envelope = await apiPost<{ settings: TVmsSetting[] }>(
    'CommunicationSetting/GetVMSSettings',
    { clientId },
    { noLoader: true },
  );
  return envelope.data?.settings ?? [];
}

const settingsQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['communication-settings', 'vms', clientId],
    queryFn: () => getVmsSettings(clientId),
  });

export function useVmsSettings(clientId: number) {
  return useQuery(settingsQuery(clientId));
}

/** POST /api/CommunicationSetting/UpsertVMSSettings: adds or edits one account. */
export function useUpsertVmsSetting(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TUpsertVmsRequest) => {
      const envelope = await apiPost<{ setting: TVmsSetting }>(
        'CommunicationSetting/UpsertVMSSettings',
        body,
        { silent: true },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data.setting;
    },
    onSuccess: () => queryClient.invalidateQueries(settingsQuery(clientId)),
  });
}
