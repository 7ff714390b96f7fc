import type { BackendModule, ReadCallback } from 'i18next';

type TLoader = () => Promise<{ default: Record<string, unknown> }>;

// Every language file becomes its own small chunk, fetched when first needed, except en-GB's
// bundled namespaces (see i18n.ts): feature namespaces such as `audience` load with their pages
// in every language, so their texts never weigh on the entry chunk.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/en-GB/{common,auth}.json',
]) as Record<string, TLoader>;

export const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    // A missing file is not an error: fallbackLng (en-GB) supplies every key.
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};
