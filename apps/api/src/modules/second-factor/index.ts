/**
 * Front door (issue 23) of modules/second-factor: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Routes: second factors.
export { default as secondFactorRoutes } from './routes.ts';
// The sign-in step that enrols a second factor.
export { enrolmentRequired, enrolmentTokenIfRequired } from './sign-in/enrol-step.ts';
// Which second factor a sign-in needs.
export { planSecondFactor } from './sign-in/plan-second-factor.ts';
// Starts the second-factor step of a sign-in.
export { startSecondFactorStep } from './sign-in/start-step.ts';
