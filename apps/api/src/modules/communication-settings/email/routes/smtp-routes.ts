import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZClientRefRequestSchema,
  ZSendTestEmailRequestSchema,
  ZSmtpClientSettingResponseSchema,
  ZSmtpTestResponseSchema,
  ZUpsertSmtpClientSettingRequestSchema,
  ZUpsertSmtpClientSettingResponseSchema,
} from '@resonate/contracts/communication-settings/email';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { getSmtpClientSetting } from '../get-smtp-client-setting.ts';
import { sendTestEmail } from '../send-test-email.ts';
import { testSmtpConnection } from '../test-smtp-connection.ts';
import { upsertSmtpClientSetting } from '../upsert-smtp-client-setting.ts';

const tags = ['communication settings'];
const security = [{ accessToken: [] }];
const P = '/api/CommunicationSetting';

/** The SMTP server: settings, connection test and test email (feature 15). */
const smtpRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communicationSettings });
  const deps = { db: app.db, config: app.config, log: app.log };

  app.post(
    `${P}/GetSMTPClientSetting`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The SMTP server (password masked)',
        body: ZClientRefRequestSchema,
        response: { 200: ZSmtpClientSettingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const setting = await getSmtpClientSetting(deps, authOf(request), request.body);
      return { status: true, message: 'SMTP client setting', data: { setting } };
    },
  );
  app.post(
    `${P}/UpsertSMTPClientSetting`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Saves the SMTP server (account admins); warns when its name does not resolve',
        body: ZUpsertSmtpClientSettingRequestSchema,
        response: { 200: ZUpsertSmtpClientSettingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await upsertSmtpClientSetting(deps, authOf(request), request.body);
      return { status: true, message: 'SMTP settings saved', data };
    },
  );
  app.post(
    `${P}/TestSMTPConnection`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Connects and logs in to the saved server (account admins)',
        body: ZClientRefRequestSchema,
        response: { 200: ZSmtpTestResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await testSmtpConnection(deps, authOf(request), request.body);
      return {
        status: true,
        message: data.ok ? 'Connection succeeded' : 'Connection failed',
        data,
      };
    },
  );
  app.post(
    `${P}/SendTestEmail`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Sends a test email through the saved server (account admins)',
        body: ZSendTestEmailRequestSchema,
        response: { 200: ZSmtpTestResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await sendTestEmail(deps, authOf(request), request.body);
      return { status: true, message: data.ok ? 'Test email sent' : 'Test email failed', data };
    },
  );
};

export default smtpRoutes;
