import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  upsertWebhookRequestSchema,
  ZDeliveryListResponseSchema,
  ZDeliveryResponseSchema,
  ZListDeliveriesRequestSchema,
  ZListWebhooksRequestSchema,
  ZSavedWebhookResponseSchema,
  ZWebhookListResponseSchema,
  ZWebhookRefRequestSchema,
} from '@resonate/contracts/data-exchange';
import { ZEnvelopeBaseSchema } from '@resonate/contracts/envelope';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { listDeliveries } from '../delivery/list-deliveries.ts';
import { deleteWebhook } from '../webhooks/delete-webhook.ts';
import { listWebhooks } from '../webhooks/list-webhooks.ts';
import { rotateWebhookSecret } from '../webhooks/rotate-webhook-secret.ts';
import { sendTestEvent } from '../webhooks/send-test-event.ts';
import { upsertWebhook } from '../webhooks/upsert-webhook.ts';

const tags = ['data exchange'];
const security = [{ accessToken: [] }];
const feature = FEATURE_IDS.dataExchange;

/** Webhooks on the data-exchange page (feature 44): subscriptions and their delivery log. */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireAuth({ feature }) };
  // Plain http and local hosts pass the shape check only in development mode.
  const upsertBody = upsertWebhookRequestSchema({
    allowInsecure: app.config.allowPrivateWebhooks,
  });

  app.post(
    '/api/DataExchange/ListWebhooks',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'The webhooks of the client',
        body: ZListWebhooksRequestSchema,
        response: { 200: ZWebhookListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const webhooks = await listWebhooks(app, authOf(request), request.body);
      return { status: true, message: 'Webhooks', totalRows: webhooks.length, data: { webhooks } };
    },
  );

  app.post(
    '/api/DataExchange/UpsertWebhook',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Creates (answers the signing secret once) or edits a webhook (account admins)',
        body: upsertBody,
        response: { 200: ZSavedWebhookResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await upsertWebhook(app, authOf(request), request.body);
      return { status: true, message: 'Webhook saved', data };
    },
  );

  app.post(
    '/api/DataExchange/DeleteWebhook',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Deletes a webhook and its delivery log (account admins)',
        body: ZWebhookRefRequestSchema,
        response: { 200: ZEnvelopeBaseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteWebhook(app, authOf(request), request.body);
      return { status: true, message: 'Webhook deleted' };
    },
  );

  app.post(
    '/api/DataExchange/RotateWebhookSecret',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'A new signing secret, answered once (account admins)',
        body: ZWebhookRefRequestSchema,
        response: { 200: ZSavedWebhookResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await rotateWebhookSecret(app, authOf(request), request.body);
      return { status: true, message: 'Signing secret rotated', data };
    },
  );

  app.post(
    '/api/DataExchange/SendTestEvent',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "Queues a 'webhook.test' delivery to the webhook (account admins)",
        body: ZWebhookRefRequestSchema,
        response: { 200: ZDeliveryResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const delivery = await sendTestEvent(app, authOf(request), request.body);
      return { status: true, message: 'Test event queued', data: { delivery } };
    },
  );

  app.post(
    '/api/DataExchange/ListDeliveries',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "One page of a webhook's delivery log, newest first",
        body: ZListDeliveriesRequestSchema,
        response: { 200: ZDeliveryListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await listDeliveries(app, authOf(request), request.body);
      return { status: true, message: 'Deliveries', totalRows: data.totalRows, data };
    },
  );
};

export default webhookRoutes;
