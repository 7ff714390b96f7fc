/** File sizes of spec section 9: Bytes to YB, base 1024. */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * 1536 -> '1.5 KB', 0 -> '0 Bytes'. A size that rounds up to 1024 of a unit moves to the next
 * unit (1048575 -> '1 MB'). Negative or non-numeric sizes read as 0, since a file has none.
 */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let size = bytes;
  let unit = 0;
  while (unit < FILE_SIZE_UNITS.length - 1 && Number(size.toFixed(decimals)) >= 1024) {
    size /= 1024;
    unit += 1;
  }
  return `${Number(size.toFixed(decimals))} ${FILE_SIZE_UNITS[unit]}`;
}
