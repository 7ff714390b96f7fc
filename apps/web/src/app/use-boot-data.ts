import { useQuery } from '@tanstack/react-query';
import { masterDataQueryOptions } from '@/shared/api/system/get-master-data';
import { ipDataQueryOptions } from '@/shared/api/system/get-ip-data';

/**
 * Master data and IP data are fetched once per page load, whatever page the user lands on
 * (spec section 7); both queries store their result locally for the rest of the app.
 */
export function useBootData(): void {
  useQuery(masterDataQueryOptions());
  useQuery(ipDataQueryOptions());
}
