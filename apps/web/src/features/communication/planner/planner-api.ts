import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  TGetPlannerRequest,
  TPlannerItem,
  TPlannerResponse,
} from '@resonate/contracts/campaigns/planner';
import { apiPost } from '@/shared/api/client';
import { notifyError, notifySuccess } from '@/shared/lib/notify';

export const PLANNER_KEY = ['communication', 'planner'] as const;

export type TPlannerData = NonNullable<TPlannerResponse['data']>;

/** POST /api/Communication/GetPlanner for the days a view shows. */
export function usePlanner(request: TGetPlannerRequest) {
  return useQuery({
    queryKey: [...PLANNER_KEY, request],
    queryFn: async ({ signal }): Promise<TPlannerData> => {
      const envelope = await apiPost<TPlannerData>('Communication/GetPlanner', request, {
        noLoader: true,
        silent: true,
        signal,
      });
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data;
    },
    placeholderData: keepPreviousData,
  });
}

type TMove = { item: TPlannerItem; at: string };

/**
 * POST /api/Communication/RescheduleCommunication, optimistic: the item moves at once and
 * goes back (with the server's reason in a toast) when the move is refused.
 */
export function useReschedule(request: TGetPlannerRequest) {
  const { t } = useTranslation('gallery');
  const queryClient = useQueryClient();
  const key = [...PLANNER_KEY, request];
  return useMutation({
    mutationFn: async ({ item, at }: TMove) => {
      const envelope = await apiPost<{ item: TPlannerItem }>(
        'Communication/RescheduleCommunication',
        { communicationId: item.communicationId, at },
        { silent: true, noLoader: true },
      );
      if (!envelope.status) throw new Error(envelope.message);
      return envelope.message;
    },
    onMutate: async ({ item, at }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TPlannerData>(key);
      if (before) {
        queryClient.setQueryData<TPlannerData>(key, {
          ...before,
          items: before.items.map((one) =>
            one.communicationId === item.communicationId && one.at === item.at
              ? { ...one, at }
              : one,
          ),
        });
      }
      return { before };
    },
    onError: (error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notifyError(t('planner.move.refused'), error.message);
    },
    onSuccess: (message) => notifySuccess(t('planner.move.done'), message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLANNER_KEY }),
  });
}
