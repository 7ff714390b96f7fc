import type { ComponentType } from 'react';
import { i18n } from '@/shared/i18n/i18n';
import type { TFeatureNamespace } from '@/shared/i18n/languages';

type TPageModule = { default: ComponentType };

/**
 * A route's `lazy` from a page module's default export: each page is its own chunk. A page whose
 * texts live in a feature namespace names it, and the route waits for the page's code and its
 * texts together, so it never paints raw keys.
 */
export function lazyPage(
  load: () => Promise<TPageModule>,
  namespaces: readonly TFeatureNamespace[] = [],
) {
  return async () => {
    const [page] = await Promise.all([
      load(),
      namespaces.length > 0 ? i18n.loadNamespaces([...namespaces]) : undefined,
    ]);
    return { Component: page.default };
  };
}
