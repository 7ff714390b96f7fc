import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MARK_ALL_AS_READ } from '@resonate/contracts/notifications-endpoints';
import { call } from '@/shared/api/call';
import type { TScope } from '../hooks/use-notification-scope';
import { setUnreadCount, unreadCountGuards } from './update-notification-status';

/** Spec section 7: answers the unread count left. */
export function markAllAsRead(scope: TScope) {
  return call(MARK_ALL_AS_READ, scope);
}

/** Mark-all sets the badge to 0 (spec section 4) and refreshes every list. */
export function useMarkAllAsRead(scope: TScope | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (scope ? markAllAsRead(scope) : Promise.resolve(undefined)),
    onMutate: () => unreadCountGuards(queryClient).cancelInFlight(),
    onSuccess: (result) => setUnreadCount(queryClient, result?.unreadCount),
    onSettled: () => unreadCountGuards(queryClient).settle(),
  });
}
