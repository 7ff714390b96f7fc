import { shortenNumber } from '@resonate/contracts/format/number';

/**
 * How the dashboard writes its figures: counts shortened with K/M/B/T (spec section 9), money
 * with the currency's symbol before the shortened amount, rates as percentages, durations in
 * the largest two units that fit.
 */
const symbols = new Map<string, string>();

function currencySymbol(currency: string): string {
  let symbol = symbols.get(currency);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      }).formatToParts(0);
      symbol = parts.find((part) => part.type === 'currency')?.value ?? `${currency} `;
    } catch {
      symbol = `${currency} `;
    }
    symbols.set(currency, symbol);
  }
  return symbol;
}

export function formatMoney(value: number, currency: string): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}${currencySymbol(currency)}${shortenNumber(Math.abs(value))}`;
}

/** A fraction (0.1234) as '12.3%'. */
export function formatPercent(fraction: number, decimals = 1): string {
  return `${Number((fraction * 100).toFixed(decimals))}%`;
}

/** ROI (revenue - cost) / cost as a signed percentage; '—' when there was no cost. */
export function formatRoi(roi: number | null): string {
  if (roi === null) return '—';
  return `${roi > 0 ? '+' : ''}${shortenNumber(roi * 100)}%`;
}

const UNITS = [
  { seconds: 86_400, short: 'd' },
  { seconds: 3_600, short: 'h' },
  { seconds: 60, short: 'min' },
  { seconds: 1, short: 's' },
] as const;

/** 93_784 -> '1 d 2 h'; 4_500 -> '1 h 15 min'; 42 -> '42 s'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const first = UNITS.findIndex((unit) => seconds >= unit.seconds);
  if (first === -1) return '0 s';
  const major = UNITS[first]!;
  const majorCount = Math.floor(seconds / major.seconds);
  const minor = UNITS[first + 1];
  const minorCount = minor ? Math.floor((seconds - majorCount * major.seconds) / minor.seconds) : 0;
  const text = `${majorCount} ${major.short}`;
  return minor && minorCount > 0 ? `${text} ${minorCount} ${minor.short}` : text;
}

/** The unit a set of durations reads best in on an axis: days, hours or minutes. */
export function durationAxisUnit(maxSeconds: number): { seconds: number; label: string } {
  if (maxSeconds >= 2 * 86_400) return { seconds: 86_400, label: 'days' };
  if (maxSeconds >= 2 * 3_600) return { seconds: 3_600, label: 'hours' };
  return { seconds: 60, label: 'minutes' };
}
