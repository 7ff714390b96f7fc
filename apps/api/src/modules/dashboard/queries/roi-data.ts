import type { TDashboardRange, TRoiData } from '@resonate/contracts/dashboard/dashboard';
import { num, numOrNull } from '../dashboard-scope.ts';
import { fillSeries } from './roi-series.ts';

/** A bucket's sums, or the total's when bucket is null (the empty grouping set). */
export type TRoiRow = { bucket: string | null; revenue: unknown; cost: unknown; roi: unknown };

export function toRoiData(
  range: TDashboardRange,
  granularity: TRoiData['granularity'],
  currency: string,
  rows: TRoiRow[],
): TRoiData {
  const total = rows.find((row) => row.bucket === null);
  const sums = new Map(
    rows
      .filter((row): row is TRoiRow & { bucket: string } => row.bucket !== null)
      .map((row) => [row.bucket, { revenue: num(row.revenue), cost: num(row.cost) }]),
  );
  return {
    currency,
    revenue: num(total?.revenue),
    cost: num(total?.cost),
    roi: numOrNull(total?.roi),
    granularity,
    series: fillSeries(range, granularity, sums),
  };
}
