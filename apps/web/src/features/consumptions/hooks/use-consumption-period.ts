import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CONSUMPTION_LIMITS, isFutureMonth } from '@resonate/contracts/consumption/consumption';

export type TPeriod = { month: number; year: number; channelId?: number };

function intParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * The consumption month, year and channel live in the URL (?month=&year=&channelId=), so a
 * reload, a shared link or Back shows the same figures. A missing, malformed or future month
 * falls back to the current month (UTC, as usage is metered).
 */
export function readPeriod(params: URLSearchParams, now = new Date()): TPeriod {
  const current = { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };
  const month = intParam(params, 'month');
  const year = intParam(params, 'year');
  const channelId = intParam(params, 'channelId');
  const valid =
    month !== undefined &&
    year !== undefined &&
    month >= 1 &&
    month <= 12 &&
    year >= CONSUMPTION_LIMITS.minYear &&
    !isFutureMonth(year, month, now);
  return {
    ...(valid ? { month, year } : current),
    ...(channelId && channelId > 0 ? { channelId } : {}),
  };
}

export function periodSearch(period: TPeriod): string {
  const params = new URLSearchParams({ month: String(period.month), year: String(period.year) });
  if (period.channelId) params.set('channelId', String(period.channelId));
  return params.toString();
}

export function useConsumptionPeriod() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const period = useMemo(() => readPeriod(new URLSearchParams(search)), [search]);
  const choose = useCallback(
    (next: { month: number; year: number }) =>
      setParams(periodSearch({ ...next, channelId: period.channelId }), { replace: true }),
    [setParams, period.channelId],
  );
  return { period, choose };
}
