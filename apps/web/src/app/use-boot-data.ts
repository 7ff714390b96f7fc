import { useEffect } from 'react';
import { fetchMasterDataAtBoot } from '@/shared/api/system/master-data';
import { fetchIpDataAtBoot } from '@/shared/api/system/ip-data';

/**
 * Master data and IP data are fetched once per page load, whatever page the user lands on
 * (spec section 7); both store their result locally, and the queries of the pages that show
 * them take these answers instead of asking again.
 */
export function useBootData(): void {
  useEffect(() => {
    fetchMasterDataAtBoot();
    fetchIpDataAtBoot();
  }, []);
}
