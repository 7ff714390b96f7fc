/**
 * Front door (issue 23) of modules/account: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// The IP whitelist check (cached per client, dropped on NOTIFY).
export {
  WHITELIST_CACHE_MS,
  assertAddressAllowed,
  assertApiKeyAddressAllowed,
  assertCompanyAddressAllowed,
  assertLinkAddressAllowed,
  assertSessionAddressAllowed,
  whitelistChannel,
} from './ip-whitelist/address-guard.ts';
// Routes: the company account and IP whitelist pages.
export { default as accountRoutes } from './routes.ts';
