import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TUpsertWhatsAppRequest,
  TWaProvider,
  TWhatsAppSetting,
} from '@resonate/contracts/communication-settings/whatsapp';
import { apiPost } from '@/shared/api/client';

/** POST /api/CommunicationSetting/GetWhatsAppSetting: null before the first save. */
async function getWhatsAppSetting(clientId: number): Promise<TWhatsAppSetting | null> {
  const envelope = await apiPost<{ setting: TWhatsAppSetting | null }>(
    'CommunicationSetting/GetWhatsAppSetting',
    { clientId },
    { noLoader: true },
  );
  return envelope.data?.setting ?? null;
}

/** POST /api/CommunicationSetting/GetServiceProviderWA: the providers and their fields. */
async function getProviders(clientId: number): Promise<TWaProvider[]> {
  const envelope = await apiPost<{ providers: TWaProvider[] }>(
    'CommunicationSetting/GetServiceProviderWA',
    { clientId },
    { noLoader: true },
  );
  return envelope.data?.providers ?? [];
}

const settingQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['communication-settings', 'whatsapp', clientId],
    queryFn: () => getWhatsAppSetting(clientId),
  });

export function useWhatsAppSetting(clientId: number) {
  return useQuery(settingQuery(clientId));
}

export function useWhatsAppProviders(clientId: number) {
  return useQuery({
    queryKey: ['communication-settings', 'whatsapp-providers', clientId],
    queryFn: () => getProviders(clientId),
    staleTime: Infinity,
  });
}

async function post(path: string, body: object): Promise<TWhatsAppSetting> {
  const envelope = await apiPost<{ setting: TWhatsAppSetting }>(
    `CommunicationSetting/${path}`,
    body,
    { silent: true },
  );
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data.setting;
}

/** Save and enable/disable; each answer replaces the cached setting (with its new version). */
export function useWhatsAppMutations(clientId: number) {
  const queryClient = useQueryClient();
  const onSuccess = (setting: TWhatsAppSetting) =>
    queryClient.setQueryData(settingQuery(clientId).queryKey, setting);
  return {
    save: useMutation({
      mutationFn: (body: TUpsertWhatsAppRequest) => post('UpsertWhatsAppSetting', body),
      onSuccess,
    }),
    changeStatus: useMutation({
      mutationFn: (body: { enabled: boolean; updatedAt: string }) =>
        post('WhatsappStatusChange', { clientId, ...body }),
      onSuccess,
    }),
  };
}
