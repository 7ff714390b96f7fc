import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TApiKey,
  TCreateApiKeyRequest,
  TCreatedApiKey,
} from '@resonate/contracts/data-exchange';
import { apiPost } from '@/shared/api/client';
import { clientList } from './client-list';

const apiKeysList = clientList<TApiKey>('api-keys', 'DataExchange/ListApiKeys', 'apiKeys');

/** POST /api/DataExchange/ListApiKeys. */
export const listApiKeys = apiKeysList.fetchList;
export const apiKeysQueryOptions = apiKeysList.options;

export function useApiKeys(clientId: number | null) {
  return useQuery({ ...apiKeysQueryOptions(clientId ?? 0), enabled: clientId !== null });
}

/** POST /api/DataExchange/CreateApiKey: the answer holds the key, the only time it is sent. */
export async function createApiKey(body: TCreateApiKeyRequest): Promise<TCreatedApiKey> {
  const envelope = await apiPost<TCreatedApiKey>('DataExchange/CreateApiKey', body, {
    silent: true,
  });
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

export function useCreateApiKey(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries(apiKeysQueryOptions(clientId)),
  });
}

/** POST /api/DataExchange/RevokeApiKey. */
export async function revokeApiKey(clientId: number, apiKeyId: number): Promise<TApiKey> {
  const envelope = await apiPost<{ apiKey: TApiKey }>('DataExchange/RevokeApiKey', {
    clientId,
    apiKeyId,
  });
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data.apiKey;
}

export function useRevokeApiKey(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKeyId: number) => revokeApiKey(clientId, apiKeyId),
    onSuccess: () => queryClient.invalidateQueries(apiKeysQueryOptions(clientId)),
  });
}
