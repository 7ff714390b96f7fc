import { useInfiniteQuery } from '@tanstack/react-query';
import type { TTimelineItem } from '@resonate/contracts/analytics/audience-360';
import { apiPost } from '@/shared/api/client';

export type TTimelinePage = { items: TTimelineItem[]; nextCursor: string | null };

/** POST /api/UserAnalytics360/TimeLine, page after page along the server's cursor. */
export function useTimeline(passportId: string) {
  return useInfiniteQuery({
    queryKey: ['analytics360', 'timeline', passportId],
    queryFn: async ({ pageParam, signal }): Promise<TTimelinePage> => {
      const envelope = await apiPost<TTimelinePage>(
        'UserAnalytics360/TimeLine',
        { passportId, cursor: pageParam },
        { noLoader: true, signal },
      );
      return envelope.data ?? { items: [], nextCursor: null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: passportId !== '',
  });
}
