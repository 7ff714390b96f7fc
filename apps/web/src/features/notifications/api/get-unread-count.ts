import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET_UNREAD_COUNT } from '@resonate/contracts/notifications-endpoints';
import { call } from '@/shared/api/call';
import { useIsAuthenticated } from '@/shared/hooks/use-is-authenticated';
import { useNotificationScope, type TScope } from '../hooks/use-notification-scope';

/** Polling interval while the event stream is not connected (no EventSource, or it failed). */
export const UNREAD_POLL_MS = 30_000;

/**
 * The unread count (spec section 7), which comes as a numeric string. Silent and without the
 * page loader: a badge that cannot load simply shows nothing.
 */
export async function getUnreadCount(scope: TScope): Promise<number> {
  const count = Number(await call(GET_UNREAD_COUNT, scope, { silent: true, noLoader: true }));
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

export const unreadCountQueryKey = (scope: TScope | null) =>
  ['notifications', 'unread-count', scope] as const;

export const unreadCountQueryOptions = (scope: TScope, live = false) =>
  queryOptions({
    queryKey: unreadCountQueryKey(scope),
    queryFn: () => getUnreadCount(scope),
    staleTime: 15_000,
    // The stream pushes every change; without it, poll.
    refetchInterval: live ? false : UNREAD_POLL_MS,
    retry: false,
  });

/** The unread count for the header badge; 0 while unknown or signed out. */
export function useUnreadCount(live = false): number {
  const authenticated = useIsAuthenticated();
  const scope = useNotificationScope();
  const { data } = useQuery({
    ...unreadCountQueryOptions(scope ?? { departmentId: 0, clientId: 0, userId: 0 }, live),
    enabled: authenticated && scope !== null,
  });
  return data ?? 0;
}
