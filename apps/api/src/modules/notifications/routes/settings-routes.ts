import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURE_IDS } from '@resonate/contracts/features';
import {
  ZAlertSettingsRequestSchema,
  ZAlertSettingsResponseSchema,
  ZUpdateAlertSettingsRequestSchema,
} from '@resonate/contracts/notifications';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { getAlertSettings } from '../get-alert-settings.ts';
import { updateAlertSettings } from '../update-alert-settings.ts';

const tags = ['notifications'];
const security = [{ accessToken: [] }];
const feature = FEATURE_IDS.alertsAndNotifications;

/** The alerts-and-notifications page (feature 19): what each user is alerted about, and how. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/AlertAndNotifications/GetAlertNotificationStatus',
    {
      onRequest: app.requireAuth({ feature }),
      schema: {
        tags,
        security,
        summary: 'In-app and email delivery of every event type, for the caller',
        body: ZAlertSettingsRequestSchema,
        response: { 200: ZAlertSettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getAlertSettings(app, authOf(request), request.body);
      return { status: true, message: 'Alert settings', data };
    },
  );

  app.post(
    '/api/AlertAndNotifications/UpdateAlertNotificationStatus',
    {
      onRequest: app.requireAuth({ feature }),
      schema: {
        tags,
        security,
        summary: 'Saves the delivery of the event types sent; answers with every row',
        body: ZUpdateAlertSettingsRequestSchema,
        response: { 200: ZAlertSettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await updateAlertSettings(app, authOf(request), request.body);
      return { status: true, message: 'Alert settings saved', data };
    },
  );
};

export default settingsRoutes;
