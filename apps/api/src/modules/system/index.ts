/**
 * Front door (issue 23) of modules/system: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Routes: health, readiness, API docs.
export { default as systemRoutes } from './routes.ts';
