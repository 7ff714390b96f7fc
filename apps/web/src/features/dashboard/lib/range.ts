import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_RANGE_PRESETS,
  ZDashboardRangeSchema,
  type TDashboardRange,
} from '@resonate/contracts/dashboard/dashboard';

/**
 * The dashboard's date range as the URL keeps it: `?days=N` for a preset (the last N UTC days,
 * today included, so a shared link stays "the last 30 days"), or `?from=YYYY-MM-DD&to=...` for
 * a custom range. No parameter, or one that does not validate, means the default preset.
 */
export type TDashboardPreset = (typeof DASHBOARD_RANGE_PRESETS)[number];
export type TRangeChoice =
  | { kind: 'preset'; days: TDashboardPreset; range: TDashboardRange }
  | { kind: 'custom'; range: TDashboardRange };
export type TRangeErrors = Partial<Record<keyof TDashboardRange, string>>;

const DAY_MS = 86_400_000;

/** Today as a UTC calendar day: the days the API counts in. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function presetRange(days: number, today: string): TDashboardRange {
  return { fromDate: addDays(today, -(days - 1)), toDate: today };
}

function isPreset(days: number): days is TDashboardPreset {
  return (DASHBOARD_RANGE_PRESETS as readonly number[]).includes(days);
}

/** The contract's rules, the server's own: real dates, in order, not too long, not in the future. */
export function validateRange(range: TDashboardRange): TRangeErrors {
  const errors: TRangeErrors = {};
  const parsed = ZDashboardRangeSchema.safeParse(range);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof TDashboardRange | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

export function readRangeChoice(params: URLSearchParams, today: string): TRangeChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null) {
    const range = { fromDate: from, toDate: to };
    if (Object.keys(validateRange(range)).length === 0) return { kind: 'custom', range };
  }
  const days = Number(params.get('days'));
  const preset = isPreset(days) ? days : DASHBOARD_DEFAULT_DAYS;
  return { kind: 'preset', days: preset as TDashboardPreset, range: presetRange(preset, today) };
}

export function rangeSearch(choice: { days: number } | TDashboardRange): URLSearchParams {
  return 'days' in choice
    ? new URLSearchParams({ days: String(choice.days) })
    : new URLSearchParams({ from: choice.fromDate, to: choice.toDate });
}
