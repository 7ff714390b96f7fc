import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WA_PROVIDERS,
  ZGetWhatsAppRequestSchema,
  ZServiceProviderWARequestSchema,
  ZServiceProviderWAResponseSchema,
  ZUpsertWhatsAppRequestSchema,
  ZWhatsAppSettingResponseSchema,
  ZWhatsAppStatusChangeRequestSchema,
} from '@resonate/contracts/communication-settings/whatsapp';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { ownClient } from '../channel-common/scope.ts';
import { changeWhatsAppStatus } from './change-whatsapp-status.ts';
import whatsAppInboundRoutes from './inbound/whatsapp-inbound-routes.ts';
import { getWhatsAppSetting } from './get-whatsapp-setting.ts';
import whatsAppTemplateRoutes from './templates/whatsapp-template-routes.ts';
import { upsertWhatsAppSetting } from './upsert-whatsapp-setting.ts';

const tags = ['communication settings'];
const security = [{ accessToken: [] }];
const feature = FEATURE_IDS.communicationSettings;

/** WhatsApp settings on the communication-settings page (feature 15). */
const whatsAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature });
  const response = { 200: ZWhatsAppSettingResponseSchema, ...ERROR_RESPONSES };
  // Templates and the inbound webhook that opens the 24-hour window (issue 22, item 9).
  await app.register(whatsAppTemplateRoutes);
  await app.register(whatsAppInboundRoutes);

  app.post(
    '/api/CommunicationSetting/GetServiceProviderWA',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The WhatsApp providers and the fields each needs',
        body: ZServiceProviderWARequestSchema,
        response: { 200: ZServiceProviderWAResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      ownClient(authOf(request), request.body);
      const providers = WA_PROVIDERS.map((p) => ({ ...p, fields: [...p.fields] }));
      return { status: true, message: 'WhatsApp providers', data: { providers } };
    },
  );

  app.post(
    '/api/CommunicationSetting/GetWhatsAppSetting',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The WhatsApp settings (secrets masked), or null before the first save',
        body: ZGetWhatsAppRequestSchema,
        response,
      },
    },
    async (request) => {
      const setting = await getWhatsAppSetting(app, authOf(request), request.body);
      return { status: true, message: 'WhatsApp settings', data: { setting } };
    },
  );

  app.post(
    '/api/CommunicationSetting/UpsertWhatsAppSetting',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Saves the WhatsApp settings (account admins); empty secrets keep the stored ones',
        body: ZUpsertWhatsAppRequestSchema,
        response,
      },
    },
    async (request) => {
      const setting = await upsertWhatsAppSetting(app, authOf(request), request.body);
      return { status: true, message: 'WhatsApp settings saved', data: { setting } };
    },
  );

  app.post(
    '/api/CommunicationSetting/WhatsappStatusChange',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Enables (complete settings only) or disables WhatsApp (account admins)',
        body: ZWhatsAppStatusChangeRequestSchema,
        response,
      },
    },
    async (request) => {
      const setting = await changeWhatsAppStatus(app, authOf(request), request.body);
      const message = setting.enabled ? 'WhatsApp enabled' : 'WhatsApp disabled';
      return { status: true, message, data: { setting } };
    },
  );
};

export default whatsAppRoutes;
