import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { UPDATE_NOTIFICATION_STATUS } from '@resonate/contracts/notifications-endpoints';
import { call } from '@/shared/api/call';
import type { TScope } from '../hooks/use-notification-scope';
import { NOTIFICATION_LISTS_KEY } from './get-notifications';

/** Marks one notification read; answers the unread count left. */
export function updateNotificationStatus(scope: TScope, notificationID: number) {
  return call(UPDATE_NOTIFICATION_STATUS, { ...scope, notificationID });
}

export const UNREAD_KEY = ['notifications', 'unread-count'] as const;

/**
 * Around a change of the count: before it, cancel badge fetches already in flight (their answer,
 * taken before the change commits, would land after it and undo it); after it, read the
 * server's count again, so the badge ends on the committed value whatever arrived meanwhile.
 */
export const unreadCountGuards = (queryClient: QueryClient) => ({
  cancelInFlight: () => queryClient.cancelQueries({ queryKey: UNREAD_KEY }),
  settle: () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: UNREAD_KEY }),
      queryClient.invalidateQueries({ queryKey: NOTIFICATION_LISTS_KEY }),
    ]),
});

/** Puts the server's count on every badge query (one per scope). */
export function setUnreadCount(queryClient: QueryClient, unreadCount: string | undefined) {
  if (unreadCount === undefined) return;
  queryClient.setQueriesData<number>({ queryKey: UNREAD_KEY }, Number(unreadCount) || 0);
}

/** Marking read drops the badge by one at once (spec section 4), then settles on the server's. */
export function useMarkNotificationRead(scope: TScope | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationID: number) =>
      scope ? updateNotificationStatus(scope, notificationID) : Promise.resolve(undefined),
    onMutate: async () => {
      await unreadCountGuards(queryClient).cancelInFlight();
      queryClient.setQueriesData<number>({ queryKey: UNREAD_KEY }, (count) =>
        count === undefined ? count : Math.max(0, count - 1),
      );
    },
    onSuccess: (result) => setUnreadCount(queryClient, result?.unreadCount),
    onSettled: () => unreadCountGuards(queryClient).settle(),
  });
}
