/**
 * Front door (issue 23) of modules/admin: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Guards of the administration endpoints (account admin, own client).
export { adminOnly, assertAdmin } from './admin-guard.ts';
// The default roles a new client starts with.
export { createDefaultRoles } from './roles/create-default-roles.ts';
// Routes: users, roles, departments, brands, invitations.
export { default as adminRoutes } from './routes.ts';
