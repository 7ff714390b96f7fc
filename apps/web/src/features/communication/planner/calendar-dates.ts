/**
 * Calendar arithmetic on client-local days as 'YYYY-MM-DD' strings (the planner's times are
 * wall-clock times in the client's time zone, never the browser's): UTC dates are used only
 * as a day counter, so no browser time zone or DST shift can move a day.
 */
import { calendarLabel } from '@resonate/contracts/format/calendar';

export type TPlannerView = 'month' | 'week' | 'day';

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  return fromUtc(toUtc(day) + n * DAY_MS);
}

/** 0 Monday ... 6 Sunday (weeks start on Monday, en-GB). */
export function weekdayOf(day: string): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7;
}

export function startOfWeek(day: string): string {
  return addDays(day, -weekdayOf(day));
}

export function addMonths(day: string, n: number): string {
  const date = new Date(toUtc(day));
  return fromUtc(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 1));
}

/** The days a view shows around `anchor`: 6 whole weeks for a month, 7 days, or 1. */
export function viewDays(view: TPlannerView, anchor: string): string[] {
  const first =
    view === 'month'
      ? startOfWeek(`${anchor.slice(0, 7)}-01`)
      : view === 'week'
        ? startOfWeek(anchor)
        : anchor;
  const count = view === 'month' ? 42 : view === 'week' ? 7 : 1;
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** The anchor one period earlier (-1) or later (+1). */
export function shiftAnchor(view: TPlannerView, anchor: string, step: -1 | 1): string {
  if (view === 'month') return addMonths(anchor, step);
  return addDays(anchor, step * (view === 'week' ? 7 : 1));
}

const format = calendarLabel;

/** The heading of a view: "December 2026", "30 Nov – 6 Dec 2026", "Tuesday, 1 December 2026". */
export function periodLabel(view: TPlannerView, anchor: string): string {
  if (view === 'month') return format(anchor, { month: 'long', year: 'numeric' });
  if (view === 'day') {
    return format(anchor, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  }
  const days = viewDays('week', anchor);
  const first = days[0]!;
  const last = days[6]!;
  return `${format(first, { day: 'numeric', month: 'short' })} – ${format(last, { day: 'numeric', month: 'short', year: 'numeric' })}`;
}

export function dayLabel(day: string, options: Intl.DateTimeFormatOptions): string {
  return format(day, options);
}

/** Browser today, used only until the server says what day it is for the client. */
export function browserToday(): string {
  const now = new Date();
  return fromUtc(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}
