import { paths, POWERED_BY_PATHS } from '@/config/paths';
import { isPathIn, lastSegment, normalizePath } from '@/shared/lib/path';

/** Shown on the root path and on any path with a last segment (not one ending in '/'). */
export function isFooterVisible(pathname: string): boolean {
  return pathname === '/' || lastSegment(pathname) !== '';
}

/** The powered-by badge: login and mdc-workflow pages. */
export function showsPoweredBy(pathname: string): boolean {
  return isPathIn(pathname, POWERED_BY_PATHS);
}

/** The documentation link: every page but login. */
export function showsDocsLink(pathname: string): boolean {
  return normalizePath(pathname) !== paths.login.path;
}

/**
 * The docs link carries the token and the API address in the URL fragment, never the query:
 * a fragment is not sent to servers, not logged, and not passed on in Referer headers.
 */
export function docsHref(token: string | null, apiBase: string): string {
  const params = new URLSearchParams();
  if (token) params.set('token', token);
  params.set('api', apiBase);
  // URLSearchParams encodes as form data (space -> '+'); encodeURIComponent keeps it exact.
  const fragment = [...params].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${paths.docs.getHref()}#${fragment}`;
}
