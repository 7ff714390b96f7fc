/** Display classes of the status codes 1-20 (spec section 3). */
export type TStatusClass = 'success' | 'completed' | 'warning' | 'error';

const RANGES: readonly { to: number; className: TStatusClass }[] = [
  { to: 4, className: 'success' },
  { to: 6, className: 'completed' },
  { to: 13, className: 'warning' },
  { to: 20, className: 'error' },
];

/** 1-4 success, 5-6 completed, 7-13 warning, 14-20 error; any other code has no class. */
export function statusClass(code: number | string | null | undefined): TStatusClass | undefined {
  const value = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return undefined;
  return RANGES.find((range) => value <= range.to)?.className;
}
