import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TDelivery,
  TSavedWebhook,
  TUpsertWebhookRequest,
  TWebhook,
} from '@resonate/contracts/data-exchange';
import { apiPost } from '@/shared/api/client';
import { clientList } from './client-list';

const webhooksList = clientList<TWebhook>('webhooks', 'DataExchange/ListWebhooks', 'webhooks');

/** POST /api/DataExchange/ListWebhooks. */
export const listWebhooks = webhooksList.fetchList;
export const webhooksQueryOptions = webhooksList.options;

export function useWebhooks(clientId: number | null) {
  return useQuery({ ...webhooksQueryOptions(clientId ?? 0), enabled: clientId !== null });
}

/**
 * POST /api/DataExchange/UpsertWebhook. Silent: the form shows field errors under its inputs
 * (the api client would toast them otherwise).
 */
export async function upsertWebhook(body: TUpsertWebhookRequest): Promise<TSavedWebhook> {
  const envelope = await apiPost<TSavedWebhook>('DataExchange/UpsertWebhook', body, {
    silent: true,
  });
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

/** Webhook actions that answer a webhook and maybe a secret: rotate (and create, above). */
async function webhookAction<T>(endpoint: string, clientId: number, webhookId: number) {
  const envelope = await apiPost<T>(`DataExchange/${endpoint}`, { clientId, webhookId });
  if (!envelope.status) throw new Error(envelope.message);
  return envelope.data as T;
}

export function useWebhookMutations(clientId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(webhooksQueryOptions(clientId));
  return {
    upsert: useMutation({ mutationFn: upsertWebhook, onSuccess: refresh }),
    remove: useMutation({
      mutationFn: (webhookId: number) => webhookAction<void>('DeleteWebhook', clientId, webhookId),
      onSuccess: refresh,
    }),
    rotate: useMutation({
      mutationFn: (webhookId: number) =>
        webhookAction<TSavedWebhook>('RotateWebhookSecret', clientId, webhookId),
      onSuccess: refresh,
    }),
    sendTest: useMutation({
      mutationFn: (webhookId: number) =>
        webhookAction<{ delivery: TDelivery }>('SendTestEvent', clientId, webhookId),
      onSuccess: (_data, webhookId) =>
        queryClient.invalidateQueries({ queryKey: ['data-exchange', 'deliveries', webhookId] }),
    }),
  };
}
