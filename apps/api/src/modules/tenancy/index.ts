/**
 * Front door (issue 23) of modules/tenancy: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Resolves the tenant a session works in.
export { resolveActiveScope } from './resolve-scope.ts';
// Routes: company switch.
export { default as tenancyRoutes } from './routes.ts';
// The clients and departments a user may work in.
export { listSwitchableBrands } from './scope-repository.ts';
