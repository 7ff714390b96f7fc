import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TUserReportRequest,
  TUserReportRow,
} from '@resonate/contracts/analytics/audience-360';
import { apiPost } from '@/shared/api/client';

export type TPeoplePage = { rows: TUserReportRow[]; total: number; isEstimate: boolean };

/** POST /api/UserAnalytics360/UserReportList: one page; the previous stays while the next loads. */
export const userReportQuery = (request: TUserReportRequest) =>
  queryOptions({
    queryKey: ['analytics360', 'people', request],
    queryFn: async ({ signal }): Promise<TPeoplePage> => {
      const envelope = await apiPost<{ people: TUserReportRow[]; totalIsEstimate?: boolean }>(
        'UserAnalytics360/UserReportList',
        request,
        { noLoader: true, signal },
      );
      return {
        rows: envelope.data?.people ?? [],
        total: envelope.totalRows ?? 0,
        isEstimate: envelope.data?.totalIsEstimate ?? false,
      };
    },
    placeholderData: keepPreviousData,
  });

export function useUserReport(request: TUserReportRequest) {
  return useQuery(userReportQuery(request));
}
