import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TAccountStatus,
  TConsumptionDetails,
  TConsumptionPeriod,
} from '@resonate/contracts/consumption/consumption';
import { apiPost } from '@/shared/api/client';
import { useAppStore } from '@/shared/store/app-store';

export const CONSUMPTION_KEY = ['consumption'] as const;

/** Each card shows its own skeleton and error, so the calls are silent and loader-free. */
async function post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const envelope = await apiPost<T>(path, body, { noLoader: true, silent: true, signal });
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}

/** Keyed by the active company, so a company switch loads its own figures. */
function useClientKey() {
  return useAppStore((state) => state.clientId) ?? 0;
}

/** POST /api/Consumption/AccountStatus: licence, plan, limits and this month's usage. */
export function useAccountStatus() {
  const clientId = useClientKey();
  return useQuery({
    queryKey: [...CONSUMPTION_KEY, 'status', clientId],
    queryFn: ({ signal }) => post<TAccountStatus>('Consumption/AccountStatus', {}, signal),
    staleTime: 60_000,
  });
}

/** POST /api/Consumption/GetConsumptionDetails for a month (and a channel's drill-down). */
export function useConsumptionDetails(period: TConsumptionPeriod) {
  const clientId = useClientKey();
  return useQuery({
    queryKey: [...CONSUMPTION_KEY, 'details', clientId, period],
    queryFn: ({ signal }) =>
      post<TConsumptionDetails>('Consumption/GetConsumptionDetails', period, signal),
    // Another month keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /api/Consumption/DownloadActivityListCsv: a one-minute link to the month's CSV. */
export function useActivityDownload() {
  return useMutation({
    mutationFn: async (period: TConsumptionPeriod) =>
      (await apiPost<{ url: string }>('Consumption/DownloadActivityListCsv', period)).data?.url ??
      '',
  });
}
