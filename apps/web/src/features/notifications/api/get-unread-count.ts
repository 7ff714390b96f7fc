import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/shared/api/client';
import { useIsAuthenticated } from '@/shared/hooks/use-is-authenticated';
import { useAppStore } from '@/shared/store/app-store';
import { readUserInfo } from '@/shared/storage/user-info';

export type TNotificationScope = {
  departmentId: number | null;
  clientId: number | null;
  userId: number | null;
};

/**
 * POST /api/AlertAndNotifications/GetUnreadCount (spec section 7). The count comes as a numeric
 * string. Silent and without the page loader: a badge that cannot load simply shows nothing.
 */
export async function getUnreadCount(scope: TNotificationScope): Promise<number> {
  const envelope = await apiPost<string | number>('AlertAndNotifications/GetUnreadCount', scope, {
    silent: true,
    noLoader: true,
  });
  const count = Number(envelope.data ?? 0);
  return envelope.status && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

export const unreadCountQueryOptions = (scope: TNotificationScope) =>
  queryOptions({
    queryKey: ['notifications', 'unread-count', scope],
    queryFn: () => getUnreadCount(scope),
    staleTime: 60_000,
    refetchInterval: 120_000,
    retry: false,
  });

/** The unread count for the header badge; 0 while unknown or signed out. */
export function useUnreadCount(): number {
  const authenticated = useIsAuthenticated();
  const clientId = useAppStore((state) => state.clientId);
  const departmentId = useAppStore((state) => state.departmentId);
  const scope = { clientId, departmentId, userId: readUserInfo().userId ?? null };
  const { data } = useQuery({ ...unreadCountQueryOptions(scope), enabled: authenticated });
  return data ?? 0;
}
