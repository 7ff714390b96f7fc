import { useAppStore } from '@/shared/store/app-store';

/** The signed-in client (named in every DataExchange request) and whether the user may change. */
export function useDataExchangeScope(): { clientId: number | null; isAdmin: boolean } {
  const clientId = useAppStore((state) => state.clientId);
  const isAdmin = useAppStore((state) => state.accountAdmin === true);
  return { clientId, isAdmin };
}
