import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * One QueryClient for the app. The api client has already toasted a failure, so queries only
 * retry what may succeed on a second try: network errors and 5xx, once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && (!isApiError(error) || error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
