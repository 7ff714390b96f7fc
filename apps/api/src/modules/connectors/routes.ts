import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConnectRequestSchema,
  ZConnectorRefRequestSchema,
  ZConnectorResponseSchema,
  ZConnectorsResponseSchema,
  ZConnectorTestResponseSchema,
  ZGetConnectorsRequestSchema,
  type TConnectRequest,
} from '@resonate/contracts/connectors';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { connectConnector } from './connect-connector.ts';
import { disconnectConnector } from './disconnect-connector.ts';
import { getConnectors } from './get-connectors.ts';
import { testConnector } from './test-connector.ts';

const tags = ['connectors'];
const security = [{ accessToken: [] }];

/** Connectors on the communication-settings page (feature 15; writes: account admins). */
const connectorRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communicationSettings });

  app.post(
    '/api/Connector/GetConnectors',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The connector catalogue with the client's connections (secrets masked)",
        body: ZGetConnectorsRequestSchema,
        response: { 200: ZConnectorsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const connectors = await getConnectors(app, authOf(request), request.body);
      return { status: true, message: 'Connectors', data: { connectors } };
    },
  );
  app.post(
    '/api/Connector/Connect',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Saves a connection; empty secrets keep the stored ones (account admins)',
        body: ZConnectRequestSchema,
        response: { 200: ZConnectorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const body = request.body as TConnectRequest;
      const connector = await connectConnector(app, authOf(request), body);
      return { status: true, message: `${connector.name} connected`, data: { connector } };
    },
  );
  app.post(
    '/api/Connector/TestConnector',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Connects with the saved connection and answers the service's reply",
        body: ZConnectorRefRequestSchema,
        response: { 200: ZConnectorTestResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await testConnector(app, authOf(request), request.body);
      return { status: true, message: data.ok ? 'Connection works' : 'Connection failed', data };
    },
  );
  app.post(
    '/api/Connector/Disconnect',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Forgets a connection and its secrets (account admins)',
        body: ZConnectorRefRequestSchema,
        response: { 200: ZConnectorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const connector = await disconnectConnector(app, authOf(request), request.body);
      return { status: true, message: `${connector.name} disconnected`, data: { connector } };
    },
  );
};

export default connectorRoutes;
