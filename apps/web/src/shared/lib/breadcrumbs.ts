export type TCrumb = { segment: string; href: string; isLast: boolean };

/** Breadcrumbs by splitting the path on slashes (spec section 2): one crumb per segment. */
export function buildBreadcrumbs(pathname: string): TCrumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => ({
    segment: safeDecode(segment),
    href: `/${segments.slice(0, index + 1).join('/')}`,
    isLast: index === segments.length - 1,
  }));
}

/** The label of a segment without a translation: 'invoice-list' -> 'Invoice list'. */
export function humanizeSegment(segment: string): string {
  const words = segment.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
