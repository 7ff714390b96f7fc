/**
 * Front door (issue 23) of modules/active-directory: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Routes: the directory settings and the directory sign-in.
export { default as activeDirectoryRoutes } from './routes.ts';
// Signs a user in against the company directory (LDAP bind, group roles).
export { directoryForSignIn, verifyWithDirectory } from './ad-sign-in.ts';
// The directory that serves an email domain, if any.
export { findDirectoryForEmail } from './find-directory.ts';
