import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBounceWebhookKeys,
  TBounceWebhookSettings,
} from '@resonate/contracts/campaigns/bounces';
import { apiPost } from '@/shared/api/client';

/** POSTs to Callback/<path>; a `status: false` answer becomes an error. */
async function post<T>(path: string, body: object, quiet = false): Promise<T> {
  const envelope = await apiPost<T>(`Callback/${path}`, body, { silent: !quiet, noLoader: quiet });
  if (!envelope.status) throw new Error(envelope.message);
  return envelope.data as T;
}

const key = (clientId: number) => ['communication-settings', 'bounce-webhooks', clientId] as const;

/** The session's client's bounce webhooks (the API answers for the signed-in client). */
export function useBounceWebhooks(clientId: number) {
  const client = useQueryClient();
  return {
    query: useQuery({
      queryKey: key(clientId),
      queryFn: () => post<TBounceWebhookSettings>('GetBounceWebhookSettings', {}, true),
    }),
    save: useMutation({
      mutationFn: (keys: TBounceWebhookKeys) => post<unknown>('SaveBounceWebhookKeys', keys),
      onSuccess: () => client.invalidateQueries({ queryKey: key(clientId) }),
    }),
  };
}
