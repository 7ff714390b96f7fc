import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import { rangeSearch, readRangeChoice, todayUtc, type TRangeChoice } from '../lib/range';

/**
 * The range lives in the URL, so a reload or a shared link shows the same figures. Choosing a
 * range replaces the history entry: Back leaves the dashboard rather than stepping through ranges.
 */
export function useDashboardRange(): {
  choice: TRangeChoice;
  today: string;
  choose: (next: { days: number } | TDashboardRange) => void;
} {
  const [params, setParams] = useSearchParams();
  const today = todayUtc();
  const search = params.toString();
  const choice = useMemo(
    () => readRangeChoice(new URLSearchParams(search), today),
    [search, today],
  );
  const choose = useCallback(
    (next: { days: number } | TDashboardRange) => setParams(rangeSearch(next), { replace: true }),
    [setParams],
  );
  return { choice, today, choose };
}
