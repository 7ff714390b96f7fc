import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TConnector, TConnectorTest } from '@resonate/contracts/connectors';
import { apiPost } from '@/shared/api/client';

async function post<T>(path: string, body: object, quiet = false): Promise<T> {
  const envelope = await apiPost<T>(`Connector/${path}`, body, { silent: !quiet, noLoader: quiet });
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}

const connectorsQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['communication-settings', 'connectors', clientId],
    queryFn: async () =>
      (await post<{ connectors: TConnector[] }>('GetConnectors', { clientId }, true)).connectors,
  });

/** POST Connector/GetConnectors: the catalogue with the client's connections. */
export function useConnectors(clientId: number) {
  return useQuery(connectorsQuery(clientId));
}

/** Connect, test and disconnect; each refreshes the catalogue (status and last test). */
export function useConnectorMutations(clientId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(connectorsQuery(clientId));
  return {
    connect: useMutation({
      mutationFn: (body: { connectorKey: string; fields: object; updatedAt?: string }) =>
        post<{ connector: TConnector }>('Connect', { clientId, ...body }),
      onSuccess: refresh,
    }),
    test: useMutation({
      mutationFn: (connectorKey: string) =>
        post<TConnectorTest>('TestConnector', { clientId, connectorKey }),
      onSettled: refresh,
    }),
    disconnect: useMutation({
      mutationFn: (connectorKey: string) =>
        post<{ connector: TConnector }>('Disconnect', { clientId, connectorKey }),
      onSuccess: refresh,
    }),
  };
}
