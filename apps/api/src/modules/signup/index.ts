/**
 * Front door (issue 23) of modules/signup: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// The hourly budget of "is this email taken" answers per address.
export { spendExistenceAnswer } from './email-check-quota.ts';
// Routes: sign-up.
export { default as signUpRoutes } from './routes.ts';
