import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import type { TEndpointInput } from '@resonate/contracts/endpoints';
import type { DASHBOARD_WIDGET_ENDPOINTS } from '@resonate/contracts/dashboard/dashboard-endpoints';
import { call } from '@/shared/api/call';
import { useAppStore } from '@/shared/store/app-store';

/** One of the eight widgets' definitions (Dashboard/, spec section 7). */
export type TDashboardEndpoint = (typeof DASHBOARD_WIDGET_ENDPOINTS)[number];

/** The company and department the figures belong to (the server reads them from the session). */
type TDashboardScope = { clientId: number; departmentId: number };

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/**
 * Silent and without the page loader: each widget shows its own skeleton and its own error
 * with a retry, instead of eight toasts over a blocked page.
 */
export const DASHBOARD_CALL = { noLoader: true, silent: true } as const;

export const dashboardQueryOptions = <E extends TDashboardEndpoint>(
  endpoint: E,
  scope: TDashboardScope,
  range: TDashboardRange,
) =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, endpoint.path, scope, range],
    // Every widget's request is the range (TypeScript cannot see it through the generic).
    queryFn: ({ signal }) =>
      call(endpoint, range as TEndpointInput<E>, { ...DASHBOARD_CALL, signal }),
    // A new range keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/**
 * A widget's figures for the range, keyed by the session's company and department too, so a
 * department switch loads them again rather than showing another department's figures.
 */
export function useDashboardQuery<E extends TDashboardEndpoint>(
  endpoint: E,
  range: TDashboardRange,
) {
  const clientId = useAppStore((state) => state.clientId) ?? 0;
  const departmentId = useAppStore((state) => state.departmentId) ?? 0;
  return useQuery(dashboardQueryOptions(endpoint, { clientId, departmentId }, range));
}
