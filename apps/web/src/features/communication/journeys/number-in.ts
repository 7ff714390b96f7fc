/** A number field's value clamped to its bounds (an empty or odd entry counts as the minimum or 0). */
export function numberIn(raw: string, min: number, max: number): number {
  const value = Math.trunc(Number(raw));
  if (!Number.isFinite(value)) return Math.max(min, 0);
  return Math.min(max, Math.max(min, value));
}
