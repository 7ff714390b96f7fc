/**
 * Front door (issue 23) of modules/tracking: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// The per-client key in provider callback URLs.
export { callbackKey, clientOfCallbackKey } from './callbacks/callback-key.ts';
// Each provider's delivery report format reduced to one shape.
export { messageIdOfDeliveryId } from './callbacks/report-formats.ts';
// The events of tracked messages (keys, the message a link is about).
export { ingestMessageEvents } from './message-events.ts';
export type { TTrackedMessage } from './message-events.ts';
// Routes: link and open tracking, unsubscribe, callbacks.
export { default as trackingRoutes } from './routes.ts';
// Suppresses an address.
export { suppressAddresses } from './suppress-address.ts';
// Unsubscribes the contact a message went to.
export { unsubscribeMessage } from './unsubscribe-message.ts';
