import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMasterData } from '@resonate/contracts/master-data';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { readJson, writeItem } from '../../storage/local-storage';
import { apiGet } from '../client';

/** GET /api/GetMasterData. The response is stored locally when non-empty (spec section 7). */
export async function getMasterData(): Promise<TMasterData | null> {
  const envelope = await apiGet<TMasterData>('GetMasterData', { noLoader: true });
  const data = envelope.data ?? null;
  if (isNonEmptyMasterData(data)) writeItem(STORAGE_KEYS.masterData, JSON.stringify(data));
  return data;
}

export function isNonEmptyMasterData(data: TMasterData | null | undefined): data is TMasterData {
  return (
    !!data &&
    typeof data === 'object' &&
    Object.values(data).some((list) => Array.isArray(list) && list.length > 0)
  );
}

export function storedMasterData(): TMasterData | undefined {
  const stored = readJson<TMasterData>(STORAGE_KEYS.masterData);
  return isNonEmptyMasterData(stored) ? stored : undefined;
}

/**
 * The stored copy is served at once and refreshed in the background once per page load:
 * `initialDataUpdatedAt: 0` marks it stale, and `staleTime: Infinity` stops further refetches.
 */
export const masterDataQueryOptions = () =>
  queryOptions({
    queryKey: ['master-data'],
    queryFn: getMasterData,
    initialData: storedMasterData,
    initialDataUpdatedAt: 0,
    staleTime: Infinity,
  });

export function useMasterData() {
  return useQuery(masterDataQueryOptions());
}
