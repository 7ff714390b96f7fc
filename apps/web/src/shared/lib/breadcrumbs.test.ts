import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, humanizeSegment } from './breadcrumbs';

describe('buildBreadcrumbs', () => {
  it('makes one crumb per path segment, the last one current', () => {
    expect(buildBreadcrumbs('/preferences/my-profile')).toEqual([
      { segment: 'preferences', href: '/preferences', isLast: false },
      { segment: 'my-profile', href: '/preferences/my-profile', isLast: true },
    ]);
  });

  it('ignores empty segments and decodes escapes', () => {
    expect(buildBreadcrumbs('/a//b%20c/')).toEqual([
      { segment: 'a', href: '/a', isLast: false },
      { segment: 'b c', href: '/a/b%20c', isLast: true },
    ]);
    expect(buildBreadcrumbs('/')).toEqual([]);
  });

  it('humanizes segments without a translation', () => {
    expect(humanizeSegment('invoice-list')).toBe('Invoice list');
  });
});
