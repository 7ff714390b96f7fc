import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/shared/api/client';
import type { TScope } from '../hooks/use-notification-scope';
import { setUnreadCount, unreadCountGuards } from './update-notification-status';

/** POST /api/AlertAndNotifications/MarkAllAsRead (spec section 7). */
export async function markAllAsRead(scope: TScope) {
  const envelope = await apiPost<{ unreadCount: string }>(
    'AlertAndNotifications/MarkAllAsRead',
    scope,
  );
  return envelope.status ? envelope.data : undefined;
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
