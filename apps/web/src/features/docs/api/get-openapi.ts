import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl } from '@/shared/api/request-url';
import type { TOpenApiDocument } from '../lib/openapi-types';

/**
 * GET /api/openapi.json. Not an envelope, so it bypasses the api client; the page shows its own
 * error state instead of a toast.
 */
export async function getOpenApi(signal?: AbortSignal): Promise<TOpenApiDocument> {
  const response = await fetch(buildUrl('openapi.json'), {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as TOpenApiDocument;
}

export const openApiQueryOptions = () =>
  queryOptions({
    queryKey: ['docs', 'openapi'],
    queryFn: ({ signal }) => getOpenApi(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useOpenApi() {
  return useQuery(openApiQueryOptions());
}
