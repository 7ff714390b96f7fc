import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPreferencePage, TSaveTopicRequest } from '@resonate/contracts/subscriptions/topics';
import {
  ARCHIVE_TOPIC,
  GET_PREFERENCE_PAGE,
  GET_TOPICS,
  SAVE_PREFERENCE_PAGE,
  SAVE_TOPIC,
} from '@resonate/contracts/subscriptions/topic-endpoints';
import { call } from '@/shared/api/call';

export const topicsQuery = (includeArchived: boolean) =>
  queryOptions({
    queryKey: ['communication-settings', 'topics', { includeArchived }],
    queryFn: () => call(GET_TOPICS, { includeArchived }, { noLoader: true }),
  });

export function useTopics(includeArchived: boolean) {
  return useQuery(topicsQuery(includeArchived));
}

/** Every topics list (archived or not) and the wizard's list are stale after a change. */
function useInvalidateTopics() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['communication-settings', 'topics'] }),
      queryClient.invalidateQueries({ queryKey: ['compose', 'topics'] }),
    ]);
}

/** Creates or edits a topic; field refusals come back for the form to place. */
export function useSaveTopic() {
  const invalidate = useInvalidateTopics();
  return useMutation({
    mutationFn: (body: TSaveTopicRequest) => call(SAVE_TOPIC, body, { silent: true }),
    onSuccess: invalidate,
  });
}

export function useArchiveTopic() {
  const invalidate = useInvalidateTopics();
  return useMutation({
    mutationFn: (body: { topicId: number; archived: boolean }) => call(ARCHIVE_TOPIC, body),
    onSuccess: invalidate,
  });
}

export const preferencePageQuery = () =>
  queryOptions({
    queryKey: ['communication-settings', 'preference-page'],
    queryFn: () => call(GET_PREFERENCE_PAGE, undefined, { noLoader: true }),
  });

export function usePreferencePage() {
  return useQuery(preferencePageQuery());
}

export function useSavePreferencePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPreferencePage) => call(SAVE_PREFERENCE_PAGE, body, { silent: true }),
    onSuccess: (data) => queryClient.setQueryData(preferencePageQuery().queryKey, data),
  });
}
