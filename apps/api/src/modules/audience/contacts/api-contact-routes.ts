import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OPT_IN_MSG,
  ZApiUpsertContactRequestSchema,
  ZApiUpsertContactResponseSchema,
} from '@resonate/contracts/audience/opt-in';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { apiKeyOf } from '#/plugins/api-key.ts';
import { upsertApiContact } from './upsert-api-contact.ts';

/** The REST API's contact write: one contact by email (the API source of double opt-in). */
const apiContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/contacts',
    {
      onRequest: app.requireApiKey('contacts:write'),
      schema: {
        tags: ['REST API'],
        security: [{ apiKey: [] }],
        summary:
          'Creates a contact by email, or updates its names; new contacts are pending when the API source asks double opt-in',
        body: ZApiUpsertContactRequestSchema,
        response: { 200: ZApiUpsertContactResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await upsertApiContact(app, apiKeyOf(request).clientId, request.body);
      return {
        status: true,
        message: data.created ? OPT_IN_MSG.contactCreated : OPT_IN_MSG.contactUpdated,
        data,
      };
    },
  );
};

export default apiContactRoutes;
