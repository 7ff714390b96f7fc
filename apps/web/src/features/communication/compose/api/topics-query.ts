import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET_TOPICS } from '@resonate/contracts/subscriptions/topic-endpoints';
import { call } from '@/shared/api/call';

export const composeTopicsQuery = () =>
  queryOptions({
    queryKey: ['compose', 'topics'],
    queryFn: () => call(GET_TOPICS, {}, { noLoader: true }),
    staleTime: 60_000,
  });

/** The client's subscription topics in use, for the audience step's topic field. */
export function useComposeTopics() {
  return useQuery(composeTopicsQuery());
}
