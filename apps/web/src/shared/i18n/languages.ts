/** Languages the product offers (spec section 1); en-GB is the source and the fallback. */
export const LANGUAGES = ['en-GB', 'en-US', 'fr', 'zh'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en-GB';

/** The header lists English only (spec section 1), though the others are loadable. */
export const HEADER_LANGUAGES: readonly TLanguage[] = ['en-GB'];

/**
 * Namespaces bundled in the entry chunk (en-GB) and loaded at start: what the login page and
 * the shell show. Everything else loads with the page that needs it.
 */
export const NAMESPACES = ['common', 'auth'] as const;

/** Loaded with every page (see lazyPage): texts of shared components and page titles. */
export const PAGES_NAMESPACE = 'pages';

/** Namespaces that load with their pages (see lazyPage), in every language. */
export const FEATURE_NAMESPACES = [
  PAGES_NAMESPACE,
  'docs',
  'audience',
  'audienceImport',
  'audienceLists',
  'channelSettings',
  'pushSettings',
  'onboarding',
  'licence',
  'admin',
  'dashboard',
  'analytics360',
  'security',
  'communications',
  'compose',
  'consumption',
  'invoices',
  'templateBuilder',
  'journeys',
  'gallery',
  'audit',
] as const;
export type TFeatureNamespace = (typeof FEATURE_NAMESPACES)[number];
export type TNamespace = (typeof NAMESPACES)[number];
