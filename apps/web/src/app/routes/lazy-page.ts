import type { ComponentType } from 'react';
import { i18n } from '@/shared/i18n/i18n';
import { PAGES_NAMESPACE, type TFeatureNamespace } from '@/shared/i18n/languages';

type TPageModule = { default: ComponentType };

/**
 * A route's `lazy` from a page module's default export: each page is its own chunk. A page whose
 * texts live in a feature namespace names it, and the route waits for the page's code and its
 * texts together, so it never paints raw keys. Every page also gets the `pages` namespace (its
 * shared components' texts), which the login page, the one page most visits start on, does not
 * need: the login route passes `withPagesTexts: false`.
 */
export function lazyPage(
  load: () => Promise<TPageModule>,
  namespaces: readonly TFeatureNamespace[] = [],
  { withPagesTexts = true } = {},
) {
  const wanted = withPagesTexts ? [PAGES_NAMESPACE, ...namespaces] : [...namespaces];
  return async () => {
    const [page] = await Promise.all([
      load(),
      wanted.length > 0 ? i18n.loadNamespaces(wanted) : undefined,
    ]);
    return { Component: page.default };
  };
}
