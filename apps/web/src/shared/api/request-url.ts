import { API_BASE } from '@/config/api';

/** `GetMasterData` or `/Dashboard/GetRoiData` -> `${API_BASE}/...`; absolute URLs pass through. */
export function buildUrl(path: string, base: string = API_BASE): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

/** The toast title of a call: its last path segment, e.g. `GetRoiData` (spec section 8). */
export function lastPathSegment(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const segments = withoutQuery.split('/').filter(Boolean);
  return segments[segments.length - 1] ?? withoutQuery;
}
