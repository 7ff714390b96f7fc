/**
 * Front door (issue 23) of modules/connectors: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Routes: connectors.
export { default as connectorRoutes } from './routes.ts';
