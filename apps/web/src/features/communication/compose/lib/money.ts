/** An amount in integer minor units shown as money of its currency (GBP 1234 -> £12.34). */
export function formatMinor(amountMinor: number, currency: string, locale = 'en-GB'): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP' });
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
