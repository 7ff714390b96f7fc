import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetMobilePushAppByIdRequestSchema,
  ZGetMobilePushAppsRequestSchema,
  ZMobileAppNameCheckRequestSchema,
  ZMobileAppNameCheckResponseSchema,
  ZMobilePushAppResponseSchema,
  ZMobilePushAppsResponseSchema,
  ZUpsertMobilePushRequestSchema,
} from '@resonate/contracts/communication-settings/mobile-push';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { checkMobileAppName } from './check-mobile-app-name.ts';
import mobilePushExtrasRoutes from './mobile-push-extras-routes.ts';
import mobilePushPublicRoutes from './public/mobile-push-public-routes.ts';
import { getMobilePushAppById, getMobilePushApps } from './get-mobile-push-apps.ts';
import { upsertMobilePushApp } from './upsert-mobile-push-app.ts';

const tags = ['communication settings'];
const security = [{ accessToken: [] }];
const feature = FEATURE_IDS.communicationSettings;

/** Mobile push apps on the communication-settings page (feature 15). */
const mobilePushRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature });
  await app.register(mobilePushExtrasRoutes);
  await app.register(mobilePushPublicRoutes);

  app.post(
    '/api/CommunicationSetting/GetMobilePushApps',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every mobile push app (secrets masked)',
        body: ZGetMobilePushAppsRequestSchema,
        response: { 200: ZMobilePushAppsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const apps = await getMobilePushApps(app, authOf(request), request.body);
      return { status: true, message: 'Mobile apps', totalRows: apps.length, data: { apps } };
    },
  );

  app.post(
    '/api/CommunicationSetting/GetMobilePushAppByID',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One mobile push app (secrets masked)',
        body: ZGetMobilePushAppByIdRequestSchema,
        response: { 200: ZMobilePushAppResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const mobileApp = await getMobilePushAppById(app, authOf(request), request.body);
      return { status: true, message: 'Mobile app', data: { app: mobileApp } };
    },
  );

  app.post(
    '/api/CommunicationSetting/CheckMobileAppName',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Whether another app already has the name',
        body: ZMobileAppNameCheckRequestSchema,
        response: { 200: ZMobileAppNameCheckResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const exists = await checkMobileAppName(app, authOf(request), request.body);
      return { status: true, message: exists ? 'Name taken' : 'Name free', data: { exists } };
    },
  );

  app.post(
    '/api/CommunicationSetting/UpsertMobilePushApp',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Adds or edits a mobile push app (account admins); the .p12 travels in base64',
        body: ZUpsertMobilePushRequestSchema,
        response: { 200: ZMobilePushAppResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const mobileApp = await upsertMobilePushApp(app, authOf(request), request.body);
      return { status: true, message: 'Mobile app saved', data: { app: mobileApp } };
    },
  );
};

export default mobilePushRoutes;
