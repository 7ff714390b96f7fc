import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiKeyListResponseSchema,
  ZApiKeyResponseSchema,
  ZCreateApiKeyRequestSchema,
  ZCreatedApiKeyResponseSchema,
  ZListApiKeysRequestSchema,
  ZRevokeApiKeyRequestSchema,
  ZWhoAmIResponseSchema,
} from '@resonate/contracts/data-exchange';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { apiKeyOf } from '#/plugins/api-key.ts';
import { authOf } from '#/plugins/auth.ts';
import { createApiKey } from '../api-keys/create-api-key.ts';
import { listApiKeys } from '../api-keys/list-api-keys.ts';
import { revokeApiKey } from '../api-keys/revoke-api-key.ts';
import { whoAmI } from '../api-keys/who-am-i.ts';

const tags = ['data exchange'];
const security = [{ accessToken: [] }];
const feature = FEATURE_IDS.dataExchange;

/** API keys on the data-exchange page (feature 44), and the REST API's whoami. */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/DataExchange/ListApiKeys',
    {
      onRequest: app.requireAuth({ feature }),
      schema: {
        tags,
        security,
        summary: 'Every API key of the client (never a secret)',
        body: ZListApiKeysRequestSchema,
        response: { 200: ZApiKeyListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const apiKeys = await listApiKeys(app, authOf(request), request.body);
      return { status: true, message: 'API keys', totalRows: apiKeys.length, data: { apiKeys } };
    },
  );

  app.post(
    '/api/DataExchange/CreateApiKey',
    {
      onRequest: app.requireAuth({ feature }),
      schema: {
        tags,
        security,
        summary: 'Creates an API key (account admins); the key is in this answer only',
        body: ZCreateApiKeyRequestSchema,
        response: { 200: ZCreatedApiKeyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await createApiKey(app, authOf(request), request.body);
      return { status: true, message: 'API key created', data };
    },
  );

  app.post(
    '/api/DataExchange/RevokeApiKey',
    {
      onRequest: app.requireAuth({ feature }),
      schema: {
        tags,
        security,
        summary: 'Revokes an API key (account admins); it stops working at once',
        body: ZRevokeApiKeyRequestSchema,
        response: { 200: ZApiKeyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const apiKey = await revokeApiKey(app, authOf(request), request.body);
      return { status: true, message: 'API key revoked', data: { apiKey } };
    },
  );

  app.get(
    '/api/v1/whoami',
    {
      onRequest: app.requireApiKey(),
      schema: {
        tags: ['REST API'],
        security: [{ apiKey: [] }],
        summary: 'The client and scopes of the calling API key (Authorization: Bearer <key>)',
        response: { 200: ZWhoAmIResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await whoAmI(app, apiKeyOf(request));
      return { status: true, message: 'API key', data };
    },
  );
};

export default apiKeyRoutes;
