import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TExperiment, TExperimentView } from '@resonate/contracts/campaigns/experiment';
import {
  END_EXPERIMENT_TEST,
  GET_EXPERIMENT,
  SAVE_EXPERIMENT,
} from '@resonate/contracts/campaigns/experiment-endpoints';
import { call } from '@/shared/api/call';

const QUIET = { silent: true, noLoader: true } as const;
/** While a test runs its figures move: the card reads them again this often. */
const LIVE_REFRESH_MS = 10_000;

export const experimentKey = (communicationId: number | null) =>
  ['communication', 'experiment', communicationId] as const;

/** A communication's test and figures; refreshed while the test or the winner's send runs. */
export function useExperiment(communicationId: number | null) {
  return useQuery({
    queryKey: experimentKey(communicationId),
    queryFn: ({ signal }) =>
      call(GET_EXPERIMENT, { communicationId: communicationId! }, { ...QUIET, signal }),
    enabled: communicationId !== null,
    refetchInterval: (query) => {
      const state = (query.state.data as TExperimentView | undefined)?.state;
      return state === 'testing' || state === 'decided' ? LIVE_REFRESH_MS : false;
    },
  });
}

export function useSaveExperiment(communicationId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (experiment: TExperiment | null) =>
      call(SAVE_EXPERIMENT, { communicationId: communicationId!, experiment }, QUIET),
    onSuccess: (view) => client.setQueryData(experimentKey(communicationId), view),
  });
}

export function useEndExperimentTest(communicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(END_EXPERIMENT_TEST, { communicationId }),
    onSuccess: () => client.invalidateQueries({ queryKey: experimentKey(communicationId) }),
  });
}
