/** Number shortening of spec section 9: suffixes K, M, B, T. */
const SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

// Rounds half away from zero and drops trailing zeros: 1.50 -> '1.5', 2.00 -> '2'.
function roundToText(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/**
 * 1500 -> '1.5K', 999 -> '999', -2500000 -> '-2.5M'. A value that rounds up to the next
 * thousand moves to the next suffix (999999 -> '1M', not '1000K'). Beyond T it stays in T.
 */
export function shortenNumber(value: number, decimals = 1): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  let magnitude = Math.abs(value);
  let step = 0;
  while (step < SUFFIXES.length - 1 && Number(magnitude.toFixed(decimals)) >= 1000) {
    magnitude /= 1000;
    step += 1;
  }
  const text = roundToText(magnitude, decimals);
  return text === '0' ? '0' : `${sign}${text}${SUFFIXES[step]}`;
}
