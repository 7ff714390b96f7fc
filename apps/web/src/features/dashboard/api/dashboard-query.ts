import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import { apiPost } from '@/shared/api/client';
import { useAppStore } from '@/shared/store/app-store';

/** The Dashboard/ endpoint names (spec section 7, the spec's spelling). */
export type TDashboardEndpoint =
  | 'GetActiveCampaigns'
  | 'GetRoiData'
  | 'GetChannelPerformance'
  | 'GetCustomPropensityData'
  | 'GetTopPerformanceCampaigns'
  | 'GetTopRevenueCampaigns'
  | 'GetAvgTimeToConvertion'
  | 'GetLeadsSourceData';

/** The company and department the figures belong to (the server reads them from the session). */
type TDashboardScope = { clientId: number; departmentId: number };

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/**
 * One widget's call. Silent and without the page loader: each widget shows its own skeleton
 * and its own error with a retry, instead of eight toasts over a blocked page.
 */
export async function postDashboard<T>(
  endpoint: TDashboardEndpoint,
  range: TDashboardRange,
  signal?: AbortSignal,
): Promise<T> {
  const envelope = await apiPost<T>(`Dashboard/${endpoint}`, range, {
    noLoader: true,
    silent: true,
    signal,
  });
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}

export const dashboardQueryOptions = <T>(
  endpoint: TDashboardEndpoint,
  scope: TDashboardScope,
  range: TDashboardRange,
) =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, endpoint, scope, range],
    queryFn: ({ signal }) => postDashboard<T>(endpoint, range, signal),
    // A new range keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/**
 * A widget's figures for the range, keyed by the session's company and department too, so a
 * department switch loads them again rather than showing another department's figures.
 */
export function useDashboardQuery<T>(endpoint: TDashboardEndpoint, range: TDashboardRange) {
  const clientId = useAppStore((state) => state.clientId) ?? 0;
  const departmentId = useAppStore((state) => state.departmentId) ?? 0;
  return useQuery(dashboardQueryOptions<T>(endpoint, { clientId, departmentId }, range));
}
