import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WA_TEMPLATE_MSG,
  ZGetWaTemplatesRequestSchema,
  ZSyncWaTemplatesRequestSchema,
  ZWaTemplateSettingsResponseSchema,
  ZWaTemplatesResponseSchema,
  ZWizardWaTemplatesRequestSchema,
} from '@resonate/contracts/communication-settings/whatsapp-templates';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { withTenant } from '#/db/tenant.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { callbackKey } from '#/modules/tracking/index.ts';
import { authOf } from '#/plugins/auth.ts';
import { ownClient } from '../../channel-common/scope.ts';
import { syncWhatsAppTemplates } from './sync-whatsapp-templates.ts';
import { listWhatsAppTemplates } from './whatsapp-templates-repository.ts';

const security = [{ accessToken: [] }];
const response = { 200: ZWaTemplatesResponseSchema, ...ERROR_RESPONSES };
const settingsResponse = { 200: ZWaTemplateSettingsResponseSchema, ...ERROR_RESPONSES };

/**
 * The account's WhatsApp templates (issue 22, item 9): listed on the settings page and synced
 * from the provider there; the create wizard lists the approved ones (communications feature).
 */
const whatsAppTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = (clientId: number, approvedOnly: boolean) =>
    withTenant(app.db, { clientId }, (trx) => listWhatsAppTemplates(trx, approvedOnly));
  const webhookUrl = (clientId: number) =>
    `${app.config.publicUrl}/api/Callback/WhatsApp/${callbackKey(app.config.appSecret, clientId)}`;

  app.post(
    '/api/CommunicationSetting/GetWhatsAppTemplates',
    {
      onRequest: app.requireAuth({ feature: FEATURE_IDS.communicationSettings }),
      schema: {
        tags: ['communication settings'],
        security,
        summary: "The account's WhatsApp templates as last synced, and its inbound webhook URL",
        body: ZGetWaTemplatesRequestSchema,
        response: settingsResponse,
      },
    },
    async (request) => {
      const auth = authOf(request);
      ownClient(auth, request.body);
      const templates = await list(auth.clientId, request.body.approvedOnly);
      const data = { templates, webhookUrl: webhookUrl(auth.clientId) };
      return { status: true, message: 'WhatsApp templates', data };
    },
  );

  app.post(
    '/api/CommunicationSetting/SyncWhatsAppTemplates',
    {
      onRequest: app.requireAuth({ feature: FEATURE_IDS.communicationSettings }),
      schema: {
        tags: ['communication settings'],
        security,
        summary: "Reads the account's templates from the WhatsApp provider (account admins)",
        body: ZSyncWaTemplatesRequestSchema,
        response: settingsResponse,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const templates = await syncWhatsAppTemplates(app, auth, request.body);
      return {
        status: true,
        message: WA_TEMPLATE_MSG.synced(templates.length),
        data: { templates, webhookUrl: webhookUrl(auth.clientId) },
      };
    },
  );

  app.post(
    '/api/Communication/GetWhatsAppTemplates',
    {
      onRequest: app.requireAuth({ feature: FEATURE_IDS.communications }),
      schema: {
        tags: ['communications'],
        security,
        summary: "The account's approved WhatsApp templates, for the create wizard",
        body: ZWizardWaTemplatesRequestSchema,
        response,
      },
    },
    async (request) => {
      const templates = await list(authOf(request).clientId, true);
      return { status: true, message: 'WhatsApp templates', data: { templates } };
    },
  );
};

export default whatsAppTemplateRoutes;
