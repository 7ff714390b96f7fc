import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPushIdentifyRequestSchema,
  ZPushIdentifyResponseSchema,
} from '@resonate/contracts/communication-settings/web-push-subscribers';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { apiKeyOf } from '#/plugins/api-key.ts';
import { identifyPushSubscriber } from './identify-push-subscriber.ts';

/** The REST API call that links a browser subscription or a device to a contact. */
const identifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/push/identify',
    {
      onRequest: app.requireApiKey('contacts:write'),
      schema: {
        tags: ['REST API'],
        security: [{ apiKey: [] }],
        summary: 'Links a web push subscription or a device token to a contact (found or created)',
        body: ZPushIdentifyRequestSchema,
        response: { 200: ZPushIdentifyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await identifyPushSubscriber(app, apiKeyOf(request).clientId, request.body);
      return { status: true, message: data.created ? 'Contact created' : 'Contact linked', data };
    },
  );
};

export default identifyRoutes;
