import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDeleteWebPushDomainRequestSchema,
  ZDomainExistsResponseSchema,
  ZGenerateVapidRequestSchema,
  ZGetWebPushRequestSchema,
  ZUpsertWebPushRequestSchema,
  ZWebPushDomainRequestSchema,
  ZWebPushSettingResponseSchema,
} from '@resonate/contracts/communication-settings/web-push';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import identifyRoutes from '../push-common/identify-routes.ts';
import webPushPublicRoutes from './public/web-push-public-routes.ts';
import webPushExtrasRoutes from './web-push-extras-routes.ts';
import { addWebPushDomain } from './add-web-push-domain.ts';
import { checkWebPushDomainExists } from './check-web-push-domain-exists.ts';
import { deleteWebPushDomain } from './delete-web-push-domain.ts';
import { generateVapidKeys } from './generate-vapid-keys.ts';
import { getWebPushSetting } from './get-web-push-setting.ts';
import { upsertWebPushSetting } from './upsert-web-push-setting.ts';

const tags = ['communication settings'];
const security = [{ accessToken: [] }];
const feature = FEATURE_IDS.communicationSettings;
const response = { 200: ZWebPushSettingResponseSchema, ...ERROR_RESPONSES };

/** Web push settings, VAPID keys and allowed domains (feature 15). */
const webPushRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature });
  await app.register(webPushExtrasRoutes);
  await app.register(webPushPublicRoutes);
  // Shared by web and mobile push: registered once, here.
  await app.register(identifyRoutes);

  app.post(
    '/api/CommunicationSetting/GetWebPushSetting',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Web push settings (API key masked) and domains',
        body: ZGetWebPushRequestSchema,
        response,
      },
    },
    async (request) => {
      const data = await getWebPushSetting(app, authOf(request), request.body);
      return { status: true, message: 'Web push settings', data };
    },
  );

  app.post(
    '/api/CommunicationSetting/UpsertWebPushSetting',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Saves the Firebase web config (account admins)',
        body: ZUpsertWebPushRequestSchema,
        response,
      },
    },
    async (request) => {
      const data = await upsertWebPushSetting(app, authOf(request), request.body);
      return { status: true, message: 'Web push settings saved', data };
    },
  );

  app.post(
    '/api/CommunicationSetting/GenerateVapidKeys',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Creates or replaces the VAPID key pair (account admins)',
        body: ZGenerateVapidRequestSchema,
        response,
      },
    },
    async (request) => {
      const data = await generateVapidKeys(app, authOf(request), request.body);
      return { status: true, message: 'VAPID keys generated', data };
    },
  );

  app.post(
    '/api/CommunicationSetting/CheckWebPushDomainExists',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Whether a domain is already allowed',
        body: ZWebPushDomainRequestSchema,
        response: { 200: ZDomainExistsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const exists = await checkWebPushDomainExists(app, authOf(request), request.body);
      return {
        status: true,
        message: exists ? 'Domain exists' : 'Domain is new',
        data: { exists },
      };
    },
  );

  app.post(
    '/api/CommunicationSetting/AddWebPushDomain',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Allows a domain (account admins)',
        body: ZWebPushDomainRequestSchema,
        response,
      },
    },
    async (request) => {
      const data = await addWebPushDomain(app, authOf(request), request.body);
      return { status: true, message: 'Domain added', data };
    },
  );

  app.post(
    '/api/CommunicationSetting/DeleteWebPushDomain',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Removes a domain (account admins)',
        body: ZDeleteWebPushDomainRequestSchema,
        response,
      },
    },
    async (request) => {
      const data = await deleteWebPushDomain(app, authOf(request), request.body);
      return { status: true, message: 'Domain deleted', data };
    },
  );
};

export default webPushRoutes;
