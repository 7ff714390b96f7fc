import { queryOptions, useQuery } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import type { TIpData } from '@resonate/contracts/system';
import { writeItem } from '../../storage/local-storage';
import { apiPost } from '../client';

/**
 * POST /api/GetIPData, stored under `ipAddressData` for sign-in payloads. Silent: the IP lookup
 * is background information and its failure is no reason to interrupt the user.
 */
export async function getIpData(ipaddress?: string): Promise<TIpData | null> {
  const envelope = await apiPost<TIpData>('GetIPData', ipaddress ? { ipaddress } : {}, {
    silent: true,
    noLoader: true,
  });
  if (envelope.data) writeItem(STORAGE_KEYS.ipAddressData, JSON.stringify(envelope.data));
  return envelope.data ?? null;
}

export const ipDataQueryOptions = () =>
  queryOptions({ queryKey: ['ip-data'], queryFn: () => getIpData(), staleTime: Infinity });

export function useIpData() {
  return useQuery(ipDataQueryOptions());
}
