import { createHash } from 'node:crypto';

/**
 * What every server-rendered page a recipient opens shares (unsubscribe, preference page,
 * opt-in confirmation): HTML escaping, and a page-specific Content-Security-Policy that allows
 * no script and only the page's one inline style, by its hash.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The CSP of a page whose only inline content is `style`; its forms post to this origin. */
export function pageCsp(style: string): string {
  const hash = createHash('sha256').update(style).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${hash}'`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
