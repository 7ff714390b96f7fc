import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GET_ALERT_NOTIFICATION_STATUS,
  UPDATE_ALERT_NOTIFICATION_STATUS,
} from '@resonate/contracts/notifications-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { getAlertSettings } from '../get-alert-settings.ts';
import { updateAlertSettings } from '../update-alert-settings.ts';

/** The alerts-and-notifications page (feature 19): what each user is alerted about, and how. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_ALERT_NOTIFICATION_STATUS, async (body, request) => {
    const data = await getAlertSettings(app, authOf(request), body);
    return { status: true, message: 'Alert settings', data };
  });

  addEndpoint(app, UPDATE_ALERT_NOTIFICATION_STATUS, async (body, request) => {
    const data = await updateAlertSettings(app, authOf(request), body);
    return { status: true, message: 'Alert settings saved', data };
  });
};

export default settingsRoutes;
