import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TUpsertWebPushRequest,
  TWebPushState,
} from '@resonate/contracts/communication-settings/web-push';
import { apiPost } from '@/shared/api/client';

const EMPTY: TWebPushState = { setting: null, domains: [] };

const stateQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['communication-settings', 'web-push', clientId],
    queryFn: async () => {
      const envelope = await apiPost<TWebPushState>(
        'CommunicationSetting/GetWebPushSetting',
        { clientId },
        { noLoader: true },
      );
      return envelope.data ?? EMPTY;
    },
  });

/** POST /api/CommunicationSetting/GetWebPushSetting: settings and allowed domains. */
export function useWebPushState(clientId: number) {
  return useQuery(stateQuery(clientId));
}

/** Every web push write answers the whole state, which replaces the cached one. */
export function useWebPushMutations(clientId: number) {
  const queryClient = useQueryClient();
  const post = async (path: string, body: object) => {
    const envelope = await apiPost<TWebPushState>(
      `CommunicationSetting/${path}`,
      { clientId, ...body },
      { silent: true },
    );
    if (!envelope.status || !envelope.data) throw new Error(envelope.message);
    return envelope.data;
  };
  const onSuccess = (state: TWebPushState) =>
    queryClient.setQueryData(stateQuery(clientId).queryKey, state);
  return {
    save: useMutation({
      mutationFn: (body: Omit<TUpsertWebPushRequest, 'clientId'>) =>
        post('UpsertWebPushSetting', body),
      onSuccess,
    }),
    generate: useMutation({
      mutationFn: (updatedAt: string | undefined) => post('GenerateVapidKeys', { updatedAt }),
      onSuccess,
    }),
    addDomain: useMutation({
      mutationFn: (domain: string) => post('AddWebPushDomain', { domain }),
      onSuccess,
    }),
    deleteDomain: useMutation({
      mutationFn: (domainId: number) => post('DeleteWebPushDomain', { domainId }),
      onSuccess,
    }),
  };
}

/** POST /api/CommunicationSetting/CheckWebPushDomainExists: for a hint while typing. */
export async function checkDomainExists(clientId: number, domain: string): Promise<boolean> {
  const envelope = await apiPost<{ exists: boolean }>(
    'CommunicationSetting/CheckWebPushDomainExists',
    { clientId, domain },
    { noLoader: true, silent: true },
  );
  return envelope.data?.exists ?? false;
}
