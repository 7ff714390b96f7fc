import { formatFileSize } from '@resonate/contracts/format/file-size';

export const formatBytes = (bytes: number) => formatFileSize(bytes, 1);

export const formatCount = (value: number) => value.toLocaleString('en-GB');

/** A progress bar's look for a share of a limit. */
export function gaugeVariant(percent: number): 'success' | 'warning' | 'danger' {
  if (percent >= 100) return 'danger';
  if (percent >= 80) return 'warning';
  return 'success';
}
