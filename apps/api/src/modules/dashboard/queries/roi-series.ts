import type { TDashboardRange, TRoiData } from '@resonate/contracts/dashboard/dashboard';

/** Day points up to this many days; ISO weeks beyond, so a year is 53 points, not 366. */
export const ROI_DAILY_MAX_DAYS = 92;

const DAY_MS = 86_400_000;

export function roiGranularity(range: TDashboardRange): TRoiData['granularity'] {
  const days = (Date.parse(range.toDate) - Date.parse(range.fromDate)) / DAY_MS + 1;
  return days <= ROI_DAILY_MAX_DAYS ? 'day' : 'week';
}

/** The Monday of a date's ISO week, as YYYY-MM-DD. */
export function isoWeekStart(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  return new Date(time - weekday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Every bucket of the range in order, each with its figures or zeros, so a chart's axis has no
 * gaps. Buckets are keyed by their first day (a week by its Monday, which may precede the range).
 */
export function fillSeries(
  range: TDashboardRange,
  granularity: TRoiData['granularity'],
  sums: Map<string, { revenue: number; cost: number }>,
): TRoiData['series'] {
  const step = granularity === 'day' ? DAY_MS : 7 * DAY_MS;
  const first = granularity === 'day' ? range.fromDate : isoWeekStart(range.fromDate);
  const end = Date.parse(`${range.toDate}T00:00:00Z`);
  const series: TRoiData['series'] = [];
  for (let time = Date.parse(`${first}T00:00:00Z`); time <= end; time += step) {
    const date = new Date(time).toISOString().slice(0, 10);
    series.push({ date, ...(sums.get(date) ?? { revenue: 0, cost: 0 }) });
  }
  return series;
}
