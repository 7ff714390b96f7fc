/**
 * Front door (issue 23) of modules/analytics360: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Routes: audience 360 (people, timelines, reports).
export { default as analytics360Routes } from './routes.ts';
