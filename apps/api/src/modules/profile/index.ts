/**
 * Front door (issue 23) of modules/profile: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Checks the current password.
export { isCurrentPassword, wrongCurrentPassword } from './password/current-password.ts';
// A picture's real type, sniffed from its bytes.
export { sniffPictureType } from './picture/picture-type.ts';
// Routes: my profile.
export { default as profileRoutes } from './routes.ts';
