import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TUserReportRequest,
  TUserReportRow,
} from '@resonate/contracts/analytics/audience-360';
import { USER_REPORT_LIST } from '@resonate/contracts/analytics/audience-360-endpoints';
import { callPage } from '@/shared/api/call';

export type TPeoplePage = { rows: TUserReportRow[]; total: number; isEstimate: boolean };

/** POST /api/UserAnalytics360/UserReportList: one page; the previous stays while the next loads. */
export const userReportQuery = (request: TUserReportRequest) =>
  queryOptions({
    queryKey: ['analytics360', 'people', request],
    queryFn: async ({ signal }): Promise<TPeoplePage> => {
      const { data, totalRows } = await callPage(USER_REPORT_LIST, request, {
        noLoader: true,
        signal,
      });
      return { rows: data.people, total: totalRows, isEstimate: data.totalIsEstimate ?? false };
    },
    placeholderData: keepPreviousData,
  });

export function useUserReport(request: TUserReportRequest) {
  return useQuery(userReportQuery(request));
}
