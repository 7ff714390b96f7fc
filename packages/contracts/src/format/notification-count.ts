/**
 * The unread badge (spec section 2): below 1000 as is, from 1000 with 'k', from 100000 (one
 * lakh) with 'l'. One decimal, rounded down so the badge never overstates: 1999 -> '1.9k'.
 * The API sends the count as a numeric string; anything unreadable shows '0'.
 */
export function formatNotificationCount(count: number | string | null | undefined): string {
  const value = typeof count === 'string' ? Number(count.trim() || NaN) : Number(count ?? NaN);
  if (!Number.isFinite(value) || value <= 0) return '0';
  const whole = Math.floor(value);
  if (whole >= 100_000) return `${tenths(whole, 100_000)}l`;
  if (whole >= 1000) return `${tenths(whole, 1000)}k`;
  return String(whole);
}

// Integer division first, so 1100 gives exactly 1.1 and never 1.0999...
function tenths(whole: number, unit: number): number {
  return Math.floor(whole / (unit / 10)) / 10;
}
