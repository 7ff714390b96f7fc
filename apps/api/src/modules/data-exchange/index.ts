/**
 * Front door (issue 23) of modules/data-exchange: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// API key secrets.
export { newApiKey } from './api-keys/api-key-secret.ts';
// Authenticates an API key.
export { authenticateApiKey } from './api-keys/authenticate-api-key.ts';
export type { TApiKeyContext } from './api-keys/authenticate-api-key.ts';
// Webhook job: one delivery attempt.
export { attemptDelivery } from './delivery/attempt-delivery.ts';
// Forgets a deleted person in webhook deliveries.
export { forgetDeliveries } from './delivery/forget-deliveries.ts';
// Publishes an event to the client's webhooks.
export { publishWebhookEvent } from './delivery/publish-webhook-event.ts';
// Webhooks.
export { findWebhookRow } from './repositories/webhooks-repository.ts';
// Routes: API keys and webhooks.
export { default as dataExchangeRoutes } from './routes.ts';
// Scope checks of the data-exchange endpoints (own client, admins).
export { iso, ownClient } from './scope.ts';
// The delivery adapter of a webhook.
export { webhookAdapterFor } from './webhooks/webhook-adapter-for.ts';
// Webhook signing secrets.
export { secretContext, webhookSecretBox } from './webhooks/webhook-secret.ts';
