import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TConsumptionPeriod } from '@resonate/contracts/consumption/consumption';
import {
  ACCOUNT_STATUS,
  DOWNLOAD_ACTIVITY_LIST_CSV,
  GET_CONSUMPTION_DETAILS,
} from '@resonate/contracts/consumption/consumption-endpoints';
import { call } from '@/shared/api/call';
import { useAppStore } from '@/shared/store/app-store';

export const CONSUMPTION_KEY = ['consumption'] as const;

/** Each card shows its own skeleton and error, so the reads are silent and loader-free. */
const CARD_READ = { noLoader: true, silent: true } as const;

/** Keyed by the active company, so a company switch loads its own figures. */
function useClientKey() {
  return useAppStore((state) => state.clientId) ?? 0;
}

/** Licence, plan, limits and this month's usage. */
export function useAccountStatus() {
  const clientId = useClientKey();
  return useQuery({
    queryKey: [...CONSUMPTION_KEY, 'status', clientId],
    queryFn: ({ signal }) => call(ACCOUNT_STATUS, {}, { ...CARD_READ, signal }),
    staleTime: 60_000,
  });
}

/** A month's usage (and a channel's drill-down). */
export function useConsumptionDetails(period: TConsumptionPeriod) {
  const clientId = useClientKey();
  return useQuery({
    queryKey: [...CONSUMPTION_KEY, 'details', clientId, period],
    queryFn: ({ signal }) => call(GET_CONSUMPTION_DETAILS, period, { ...CARD_READ, signal }),
    // Another month keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

/** A one-minute link to the month's activity CSV. */
export function useActivityDownload() {
  return useMutation({
    mutationFn: async (period: TConsumptionPeriod) =>
      (await call(DOWNLOAD_ACTIVITY_LIST_CSV, period)).url,
  });
}
