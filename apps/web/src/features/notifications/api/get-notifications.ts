import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationList } from '@resonate/contracts/notifications';
import { GET_ALERT_NOTIFICATION_DETAIL } from '@resonate/contracts/notifications-endpoints';
import { call } from '@/shared/api/call';
import type { TScope } from '../hooks/use-notification-scope';

export type TListParams = {
  pageNo: number;
  pageSize: number;
  /** Inclusive days, YYYY-MM-DD; both or neither. */
  dateFilter?: { fromDate: string; toDate: string };
};

/** One page of the caller's notifications (spec section 7). */
export function getNotifications(
  scope: TScope,
  params: TListParams,
  options: { background?: boolean } = {},
): Promise<TNotificationList> {
  return call(
    GET_ALERT_NOTIFICATION_DETAIL,
    {
      ...scope,
      pagination: { pageNo: params.pageNo, pageSize: params.pageSize },
      isDateFilter: params.dateFilter !== undefined,
      ...(params.dateFilter ? { dateFilter: params.dateFilter } : {}),
    },
    { noLoader: true, silent: options.background },
  );
}

/** Every list query starts with this key, so one invalidation refreshes bell and page. */
export const NOTIFICATION_LISTS_KEY = ['notifications', 'list'] as const;

export const notificationsQueryOptions = (
  scope: TScope,
  params: TListParams,
  options: { background?: boolean } = {},
) =>
  queryOptions({
    queryKey: [...NOTIFICATION_LISTS_KEY, scope, params],
    queryFn: () => getNotifications(scope, params, options),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useNotifications(
  scope: TScope | null,
  params: TListParams,
  options: { enabled?: boolean; background?: boolean } = {},
) {
  return useQuery({
    ...notificationsQueryOptions(scope ?? { departmentId: 0, clientId: 0, userId: 0 }, params, {
      background: options.background,
    }),
    enabled: scope !== null && (options.enabled ?? true),
  });
}
