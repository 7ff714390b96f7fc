import type { BackendModule, ReadCallback } from 'i18next';

type TLoader = () => Promise<{ default: Record<string, unknown> }>;

// Every non-default language file becomes its own small chunk, fetched when first needed.
// en-GB is bundled (see i18n.ts), so it is excluded here.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/en-GB/*.json',
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
