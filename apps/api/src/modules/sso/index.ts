/**
 * Front door (issue 23) of modules/sso: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Records a sign-in event (the admin's sign-in log).
export { recordSignInEvent } from './audit.ts';
// SSO domains.
export { syncDomainRows } from './domains/domain-repository.ts';
// Applies a client's sign-in policy.
export { applySignInPolicy } from './policies/apply-sign-in-policy.ts';
// Loads a client's sign-in policy.
export { loadSignInPolicy } from './policies/load-sign-in-policy.ts';
// Routes: SSO.
export { default as ssoRoutes } from './routes.ts';
