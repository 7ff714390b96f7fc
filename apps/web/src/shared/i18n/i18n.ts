import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import auth from '@/locales/en-GB/auth.json';
import common from '@/locales/en-GB/common.json';
import { lazyBackend } from './lazy-backend';
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES } from './languages';

export const EN_GB_RESOURCES = { common, auth };

/**
 * en-GB's common and auth texts ship in the entry chunk and initialise synchronously, so the
 * login page's first paint has its texts; every other namespace, and en-US, fr and zh, load
 * lazily and fall back to en-GB key by key (fr and zh are partial).
 */
export function createI18n(): TI18n {
  const instance = i18next.createInstance();
  instance.use(lazyBackend).use(initReactI18next);
  void instance.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Without this, 'en-GB' would also look up 'en', a language we do not ship.
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { [DEFAULT_LANGUAGE]: EN_GB_RESOURCES },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}

export const i18n = createI18n();
