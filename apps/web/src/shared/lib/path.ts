/**
 * Path helpers for the shell's rules. React Router matches case-insensitively and tolerates a
 * trailing slash, so the rules compare normalised paths to agree with it.
 */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** The last segment of a path as written: '' for '/' and for a path ending in '/'. */
export function lastSegment(pathname: string): string {
  const segments = pathname.split('/');
  return segments[segments.length - 1] ?? '';
}

export function isPathIn(pathname: string, list: readonly string[]): boolean {
  const normalized = normalizePath(pathname);
  return list.some((path) => normalizePath(path) === normalized);
}
