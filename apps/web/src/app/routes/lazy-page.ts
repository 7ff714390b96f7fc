import type { ComponentType } from 'react';

type TPageModule = { default: ComponentType };

/** A route's `lazy` from a page module's default export: each page is its own chunk. */
export function lazyPage(load: () => Promise<TPageModule>) {
  return async () => ({ Component: (await load()).default });
}
