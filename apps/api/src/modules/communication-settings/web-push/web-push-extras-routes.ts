import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@resonate/contracts/envelope';
import { PUSH_ANALYTICS_DAYS } from '@resonate/contracts/communication-settings/push-common';
import {
  ZGetWebPushAnalyticsRequestSchema,
  ZGetWebPushGoalsRequestSchema,
  ZUpsertWebPushGoalRequestSchema,
  ZWebPushAnalyticsResponseSchema,
  ZWebPushEventsResponseSchema,
  ZWebPushGoalIdRequestSchema,
  ZWebPushGoalSchema,
  ZWebPushGoalsResponseSchema,
} from '@resonate/contracts/communication-settings/web-push-goals';
import {
  ZGetWebPushSubscriptionsRequestSchema,
  ZSaveWebPushSubscriptionRequestSchema,
  ZSaveWebPushSubscriptionResponseSchema,
  ZSendTestWebPushRequestSchema,
  ZTestPushResponseSchema,
  ZWebPushSubscriptionsResponseSchema,
} from '@resonate/contracts/communication-settings/web-push-subscribers';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { sendTestWebPush } from './send-test-web-push.ts';
import { getWebPushAnalytics, getWebPushEvents } from './web-push-analytics.ts';
import { deleteWebPushGoal, getWebPushGoals, upsertWebPushGoal } from './web-push-goals.ts';
import { getWebPushSubscriptions, saveWebPushSubscription } from './web-push-subscribers.ts';

const tags = ['communication settings'];
const security = [{ accessToken: [] }];
const days = PUSH_ANALYTICS_DAYS;

/** Web push goals, events, analytics, subscribers and the test push (feature 15). */
const webPushExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communicationSettings });
  const schema = <B, R>(summary: string, body: B, ok: R) => ({
    onRequest,
    schema: { tags, security, summary, body, response: { 200: ok, ...ERROR_RESPONSES } },
  });

  app.post(
    '/api/CommunicationSetting/GetWebPushGoalSettings',
    schema(
      'Web push goals with their conversions',
      ZGetWebPushGoalsRequestSchema,
      ZWebPushGoalsResponseSchema,
    ),
    async (request) => {
      const goals = await getWebPushGoals(app, authOf(request), request.body);
      return { status: true, message: 'Goals', totalRows: goals.length, data: { goals } };
    },
  );

  app.post(
    '/api/CommunicationSetting/UpsertWebPushGoalSetting',
    schema(
      'Adds or edits a goal (account admins)',
      ZUpsertWebPushGoalRequestSchema,
      envelopeOf(z.object({ goal: ZWebPushGoalSchema })),
    ),
    async (request) => {
      const goal = await upsertWebPushGoal(app, authOf(request), request.body);
      return { status: true, message: 'Goal saved', data: { goal } };
    },
  );

  app.post(
    '/api/CommunicationSetting/DeleteWebPushGoalSetting',
    schema(
      'Deletes a goal (account admins)',
      ZWebPushGoalIdRequestSchema,
      envelopeOf(z.object({})),
    ),
    async (request) => {
      await deleteWebPushGoal(app, authOf(request), request.body);
      return { status: true, message: 'Goal deleted', data: {} };
    },
  );

  app.post(
    '/api/CommunicationSetting/GetWebPushEvents',
    schema(
      'The events the snippet reports, with recent counts',
      ZGetWebPushGoalsRequestSchema,
      ZWebPushEventsResponseSchema,
    ),
    async (request) => {
      const events = await getWebPushEvents(app, authOf(request), request.body);
      return { status: true, message: 'Events', data: { events, days } };
    },
  );

  app.post(
    '/api/CommunicationSetting/GetWebPushAnalyticsList',
    schema(
      'Subscribers and push figures per domain',
      ZGetWebPushAnalyticsRequestSchema,
      ZWebPushAnalyticsResponseSchema,
    ),
    async (request) => {
      const rows = await getWebPushAnalytics(app, authOf(request), request.body);
      return {
        status: true,
        message: 'Web push analytics',
        totalRows: rows.length,
        data: { rows, days },
      };
    },
  );

  app.post(
    '/api/CommunicationSetting/GetWebPushSubscriptions',
    schema(
      'Subscribed browsers, newest first',
      ZGetWebPushSubscriptionsRequestSchema,
      ZWebPushSubscriptionsResponseSchema,
    ),
    async (request) => {
      const { subscriptions, total } = await getWebPushSubscriptions(
        app,
        authOf(request),
        request.body,
      );
      return { status: true, message: 'Subscriptions', totalRows: total, data: { subscriptions } };
    },
  );

  app.post(
    '/api/CommunicationSetting/SaveWebPushSubscription',
    schema(
      'Subscribes the admin’s own browser for test pushes',
      ZSaveWebPushSubscriptionRequestSchema,
      ZSaveWebPushSubscriptionResponseSchema,
    ),
    async (request) => {
      const subscriptionId = await saveWebPushSubscription(
        app,
        authOf(request),
        request.body,
        request.headers['user-agent'] ?? '',
      );
      return { status: true, message: 'Browser subscribed', data: { subscriptionId } };
    },
  );

  app.post(
    '/api/CommunicationSetting/SendTestWebPush',
    schema(
      'Sends a test push to one subscription (account admins)',
      ZSendTestWebPushRequestSchema,
      ZTestPushResponseSchema,
    ),
    async (request) => {
      const data = await sendTestWebPush(app, authOf(request), request.body);
      return { status: true, message: data.ok ? 'Test push sent' : 'Test push failed', data };
    },
  );
};

export default webPushExtrasRoutes;
