import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeBootIpData } from './ip-data';

// The lookup itself lives without the query library (ip-data.ts), for boot and the login page.
export { getIpData } from './ip-data';

export const ipDataQueryOptions = () =>
  queryOptions({ queryKey: ['ip-data'], queryFn: takeBootIpData, staleTime: Infinity });

export function useIpData() {
  return useQuery(ipDataQueryOptions());
}
