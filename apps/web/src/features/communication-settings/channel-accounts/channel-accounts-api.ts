import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TChannelAccount,
  TChannelAccountTestResult,
  TUpsertChannelAccountInput,
  TWebhookChoice,
} from '@resonate/contracts/communication-settings/channel-accounts';
import { apiPost } from '@/shared/api/client';

type TAccounts = { accounts: TChannelAccount[]; webhooks: TWebhookChoice[] };

const accountsQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['communication-settings', 'channel-accounts', clientId],
    queryFn: async (): Promise<TAccounts> => {
      const envelope = await apiPost<TAccounts>(
        'CommunicationSetting/GetChannelAccounts',
        { clientId },
        { noLoader: true },
      );
      return envelope.data ?? { accounts: [], webhooks: [] };
    },
  });

/** POST CommunicationSetting/GetChannelAccounts: saved accounts and the webhooks to choose. */
export function useChannelAccounts(clientId: number) {
  return useQuery(accountsQuery(clientId));
}

async function post<T>(path: string, body: object): Promise<T> {
  const envelope = await apiPost<T>(`CommunicationSetting/${path}`, body, { silent: true });
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

/** Save, remove and test; save and remove refresh the list (with the new versions). */
export function useChannelAccountMutations(clientId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: accountsQuery(clientId).queryKey });
  return {
    save: useMutation({
      mutationFn: (body: TUpsertChannelAccountInput) =>
        post<{ account: TChannelAccount }>('UpsertChannelAccount', body).then((d) => d.account),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (channelId: number) => post('DeleteChannelAccount', { clientId, channelId }),
      onSuccess: refresh,
    }),
    test: useMutation({
      mutationFn: (body: { channelId: number; to: string }) =>
        post<TChannelAccountTestResult>('TestChannelAccount', { clientId, ...body }),
    }),
  };
}
