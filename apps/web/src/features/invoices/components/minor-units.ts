/**
 * "12.3" -> 1230 minor units, read as text so no floating point touches money: digits, an
 * optional point and at most `digits` decimals; anything else is null.
 */
export function parseMinorUnits(text: string, digits = 2): number | null {
  const match = new RegExp(`^(\\d{1,12})(?:\\.(\\d{0,${digits}}))?$`).exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  return Number(match[1]) * 10 ** digits + Number(fraction || '0');
}

/** 1230 -> "12.30": the same amount as plain text for an input. */
export function minorToText(amountMinor: number, digits = 2): string {
  if (digits === 0) return String(amountMinor);
  const whole = Math.floor(amountMinor / 10 ** digits);
  return `${whole}.${String(amountMinor % 10 ** digits).padStart(digits, '0')}`;
}

export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en-GB', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}
