/**
 * Front door (issue 23) of modules/notifications: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Notifies a sign-in from a new device.
export { notifyIfNewDevice } from './events/notify-new-device.ts';
// notify(): raises an in-app notification (and its email).
export { notify } from './notify.ts';
export type { TDeliver, TNotifyDeps } from './notify.ts';
// Routes: notifications and alert settings.
export { default as notificationRoutes } from './routes.ts';
