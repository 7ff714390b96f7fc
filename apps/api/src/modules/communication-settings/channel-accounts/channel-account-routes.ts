import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChannelScopeSchema } from '@resonate/contracts/communication-settings/channel-common';
import {
  ACCOUNT_MSG,
  ZChannelAccountDeletedResponseSchema,
  ZChannelAccountRefSchema,
  ZChannelAccountResponseSchema,
  ZChannelAccountsResponseSchema,
  ZChannelAccountTestResponseSchema,
  ZTestChannelAccountRequestSchema,
  ZUpsertChannelAccountRequestSchema,
} from '@resonate/contracts/communication-settings/channel-accounts';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import {
  deleteChannelAccount,
  getChannelAccounts,
  testChannelAccount,
  upsertChannelAccount,
} from './channel-account-use-cases.ts';

const tags = ['communication settings'];
const security = [{ accessToken: [] }];
const feature = FEATURE_IDS.communicationSettings;

/** SMS, LINE, direct mail and the outside platforms: one account per channel (issue 9). */
const channelAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature });

  app.post(
    '/api/CommunicationSetting/GetChannelAccounts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The saved channel accounts (secrets masked) and the webhooks to choose from',
        body: ZChannelScopeSchema,
        response: { 200: ZChannelAccountsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getChannelAccounts(app, authOf(request), request.body);
      return { status: true, message: 'Channel accounts', data };
    },
  );

  app.post(
    '/api/CommunicationSetting/UpsertChannelAccount',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Saves a channel's account (account admins); an empty secret keeps the stored one",
        body: ZUpsertChannelAccountRequestSchema,
        response: { 200: ZChannelAccountResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const account = await upsertChannelAccount(app, authOf(request), request.body);
      return { status: true, message: ACCOUNT_MSG.saved, data: { account } };
    },
  );

  app.post(
    '/api/CommunicationSetting/DeleteChannelAccount',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Removes a channel's account (account admins)",
        body: ZChannelAccountRefSchema,
        response: { 200: ZChannelAccountDeletedResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteChannelAccount(app, authOf(request), request.body);
      return {
        status: true,
        message: ACCOUNT_MSG.deleted,
        data: { channelId: request.body.channelId },
      };
    },
  );

  app.post(
    '/api/CommunicationSetting/TestChannelAccount',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Sends one test message through the saved account (account admins)',
        body: ZTestChannelAccountRequestSchema,
        response: { 200: ZChannelAccountTestResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const result = await testChannelAccount(app, authOf(request), request.body);
      const message = result.ok ? 'Test message sent' : 'The test message was not sent';
      return { status: true, message, data: result };
    },
  );
};

export default channelAccountsRoutes;
