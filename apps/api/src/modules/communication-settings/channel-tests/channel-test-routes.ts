import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChannelTestResponseSchema,
  ZSendTestWhatsAppRequestSchema,
  ZTestVmsCallRequestSchema,
} from '@resonate/contracts/communication-settings/channel-tests';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { sendTestWhatsApp, testVmsCall } from './send-test-messages.ts';

const tags = ['communication settings'];
const security = [{ accessToken: [] }];
const response = { 200: ZChannelTestResponseSchema, ...ERROR_RESPONSES };

/** Test sends through the saved WhatsApp and voice accounts (feature 15, account admins). */
const channelTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communicationSettings });

  app.post(
    '/api/CommunicationSetting/SendTestWhatsApp',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Sends a test WhatsApp message and answers the provider's reply",
        body: ZSendTestWhatsAppRequestSchema,
        response,
      },
    },
    async (request) => {
      const data = await sendTestWhatsApp(app, authOf(request), request.body);
      return { status: true, message: data.ok ? 'Test message sent' : 'Test message failed', data };
    },
  );

  app.post(
    '/api/CommunicationSetting/TestVMSCall',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Places a test call from a voice account and answers the provider's reply",
        body: ZTestVmsCallRequestSchema,
        response,
      },
    },
    async (request) => {
      const data = await testVmsCall(app, authOf(request), request.body);
      return { status: true, message: data.ok ? 'Test call placed' : 'Test call failed', data };
    },
  );
};

export default channelTestRoutes;
