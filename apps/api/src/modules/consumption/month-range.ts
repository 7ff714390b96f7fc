/** A calendar month in UTC as the first day and the first day of the next month (exclusive). */
export type TMonthRange = { from: string; to: string; start: Date; end: Date };

export function monthRange(year: number, month: number): TMonthRange {
  const start = new Date(Date.UTC(year, month - 1, 1));
  const end = new Date(Date.UTC(year, month, 1));
  return { from: isoDay(start), to: isoDay(end), start, end };
}

export function monthOf(now: Date): { year: number; month: number } {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
