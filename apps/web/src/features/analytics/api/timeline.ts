import { useInfiniteQuery } from '@tanstack/react-query';
import { TIME_LINE } from '@resonate/contracts/analytics/audience-360-endpoints';
import { call } from '@/shared/api/call';

/** POST /api/UserAnalytics360/TimeLine, page after page along the server's cursor. */
export function useTimeline(passportId: string) {
  return useInfiniteQuery({
    queryKey: ['analytics360', 'timeline', passportId],
    queryFn: ({ pageParam, signal }) =>
      call(TIME_LINE, { passportId, cursor: pageParam }, { noLoader: true, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: passportId !== '',
  });
}
