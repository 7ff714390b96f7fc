/**
 * Front door (issue 23) of modules/dashboard: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// The dashboard's figures.
export { dashboardQueries } from './dashboard-queries.ts';
export type { TDashboardWidget } from './dashboard-queries.ts';
// Routes: the dashboard.
export { default as dashboardRoutes } from './routes.ts';
// The same figures read from the raw events (the rollups' reference).
export { rawEventQueries } from './raw-event-queries.ts';
