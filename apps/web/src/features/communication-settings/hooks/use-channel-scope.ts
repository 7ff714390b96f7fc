import { useAppStore } from '@/shared/store/app-store';

/** The signed-in client (named in every CommunicationSetting request) and whether it may change. */
export function useChannelScope(): { clientId: number | null; isAdmin: boolean } {
  const clientId = useAppStore((state) => state.clientId);
  const isAdmin = useAppStore((state) => state.accountAdmin === true);
  return { clientId, isAdmin };
}
