import { queryOptions, useQuery } from '@tanstack/react-query';
import { storedMasterData, takeBootMasterData } from './master-data';

// The fetch itself lives without the query library (master-data.ts), for boot and the login page.
export { getMasterData, isNonEmptyMasterData, storedMasterData } from './master-data';

/**
 * The stored copy is served at once and refreshed in the background once per page load:
 * `initialDataUpdatedAt: 0` marks it stale, and `staleTime: Infinity` stops further refetches.
 */
export const masterDataQueryOptions = () =>
  queryOptions({
    queryKey: ['master-data'],
    queryFn: takeBootMasterData,
    initialData: storedMasterData,
    initialDataUpdatedAt: 0,
    staleTime: Infinity,
  });

export function useMasterData() {
  return useQuery(masterDataQueryOptions());
}
