import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TPushAnalyticsRow } from '@resonate/contracts/communication-settings/push-common';
import type {
  TUpsertWebPushGoalRequest,
  TWebPushEventItem,
  TWebPushGoal,
} from '@resonate/contracts/communication-settings/web-push-goals';
import type {
  TPushSubscription,
  TSendTestWebPushRequest,
  TTestPushResult,
  TWebPushSubscriptionItem,
} from '@resonate/contracts/communication-settings/web-push-subscribers';
import { apiPost } from '@/shared/api/client';

const base = (clientId: number) => ['communication-settings', 'web-push', clientId] as const;

async function read<T>(path: string, body: object): Promise<{ data: T; totalRows: number }> {
  const envelope = await apiPost<T>(`CommunicationSetting/${path}`, body, { noLoader: true });
  if (!envelope.data) throw new Error(envelope.message);
  return { data: envelope.data, totalRows: envelope.totalRows ?? 0 };
}

async function write<T>(path: string, body: object): Promise<T> {
  const envelope = await apiPost<T>(`CommunicationSetting/${path}`, body, { silent: true });
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

const goalsQuery = (clientId: number) =>
  queryOptions({
    queryKey: [...base(clientId), 'goals'],
    queryFn: async () =>
      (await read<{ goals: TWebPushGoal[] }>('GetWebPushGoalSettings', { clientId })).data.goals,
  });

/** POST /api/CommunicationSetting/GetWebPushGoalSettings. */
export function useWebPushGoals(clientId: number) {
  return useQuery(goalsQuery(clientId));
}

/** Upsert and delete; both refresh the goal list. */
export function useWebPushGoalMutations(clientId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries(goalsQuery(clientId));
  return {
    upsert: useMutation({
      mutationFn: (body: Omit<TUpsertWebPushGoalRequest, 'clientId'>) =>
        write('UpsertWebPushGoalSetting', { clientId, ...body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (goalId: number) => write('DeleteWebPushGoalSetting', { clientId, goalId }),
      onSuccess,
    }),
  };
}

/** POST /api/CommunicationSetting/GetWebPushEvents: the catalogue with recent counts. */
export function useWebPushEvents(clientId: number) {
  return useQuery({
    queryKey: [...base(clientId), 'events'],
    queryFn: async () =>
      (await read<{ events: TWebPushEventItem[]; days: number }>('GetWebPushEvents', { clientId }))
        .data,
  });
}

/** POST /api/CommunicationSetting/GetWebPushAnalyticsList. */
export function useWebPushAnalytics(clientId: number) {
  return useQuery({
    queryKey: [...base(clientId), 'analytics'],
    queryFn: async () =>
      (
        await read<{ rows: TPushAnalyticsRow[]; days: number }>('GetWebPushAnalyticsList', {
          clientId,
        })
      ).data,
  });
}

const subscriptionsKey = (clientId: number) => [...base(clientId), 'subscriptions'] as const;

/** POST /api/CommunicationSetting/GetWebPushSubscriptions: one page, newest first. */
export function useWebPushSubscriptions(clientId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...subscriptionsKey(clientId), page, pageSize],
    queryFn: async () => {
      const { data, totalRows } = await read<{ subscriptions: TWebPushSubscriptionItem[] }>(
        'GetWebPushSubscriptions',
        { clientId, page, pageSize },
      );
      return { subscriptions: data.subscriptions, totalRows };
    },
    placeholderData: keepPreviousData,
  });
}

/** Test pushes, and the admin's own browser subscribing to receive them. */
export function useTestPushMutations(clientId: number) {
  const queryClient = useQueryClient();
  return {
    send: useMutation({
      mutationFn: (body: Omit<TSendTestWebPushRequest, 'clientId'>) =>
        write<TTestPushResult>('SendTestWebPush', { clientId, ...body }),
      // A subscription the push service ended is removed by the server.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsKey(clientId) }),
    }),
    saveBrowser: useMutation({
      mutationFn: (subscription: TPushSubscription) =>
        write<{ subscriptionId: number }>('SaveWebPushSubscription', { clientId, subscription }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsKey(clientId) }),
    }),
  };
}
