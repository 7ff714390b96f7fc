import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@resonate/contracts/envelope';
import { ZChannelScopeSchema } from '@resonate/contracts/communication-settings/channel-common';
import { PUSH_ANALYTICS_DAYS } from '@resonate/contracts/communication-settings/push-common';
import {
  ZGetMobilePushDevicesRequestSchema,
  ZMobileDevicesResponseSchema,
  ZSendTestMobilePushRequestSchema,
  ZUserDeviceMasterResponseSchema,
} from '@resonate/contracts/communication-settings/mobile-push-devices';
import {
  ZMobileGoalMasterResponseSchema,
  ZMobilePushAnalyticsResponseSchema,
  ZMobilePushGoalIdRequestSchema,
  ZMobilePushGoalSchema,
  ZMobilePushGoalsResponseSchema,
  ZUpsertMobilePushGoalRequestSchema,
} from '@resonate/contracts/communication-settings/mobile-push-goals';
import {
  ZEncodeAppKeyRequestSchema,
  ZMobilePushSetupResponseSchema,
} from '@resonate/contracts/communication-settings/mobile-push-setup';
import {
  ZMobileAppScopeRequestSchema,
  ZMobilePushTemplateIdRequestSchema,
  ZMobilePushTemplateResponseSchema,
  ZMobilePushTemplatesResponseSchema,
  ZPushLanguagesResponseSchema,
  ZUpsertMobilePushTemplateRequestSchema,
} from '@resonate/contracts/communication-settings/mobile-push-templates';
import { ZTestPushResponseSchema } from '@resonate/contracts/communication-settings/web-push-subscribers';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { getMobilePushAnalytics } from './mobile-push-analytics.ts';
import { getMobilePushDevices, getUserDeviceMaster } from './mobile-push-devices.ts';
import {
  deleteMobilePushGoal,
  getMobilePushGoalMaster,
  getMobilePushGoals,
  upsertMobilePushGoal,
} from './mobile-push-goals.ts';
import { encodeMobilePushAppKey, getMobilePushSetup } from './mobile-push-setup.ts';
import { sendTestMobilePush } from './send-test-mobile-push.ts';
import {
  deleteMobilePushTemplate,
  getMobilePushLanguages,
  getMobilePushTemplates,
  upsertMobilePushTemplate,
} from './mobile-push-templates.ts';

const tags = ['communication settings'];
const security = [{ accessToken: [] }];
const ZEmptySchema = envelopeOf(z.object({}));

/** Mobile push templates, devices, goals, setup and analytics (feature 15). */
const mobilePushExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communicationSettings });
  const schema = <B, R>(summary: string, body: B, ok: R) => ({
    onRequest,
    schema: { tags, security, summary, body, response: { 200: ok, ...ERROR_RESPONSES } },
  });
  const route = '/api/CommunicationSetting';

  app.post(
    `${route}/GetMobilePushTemplates`,
    schema('An app’s templates', ZMobileAppScopeRequestSchema, ZMobilePushTemplatesResponseSchema),
    async (request) => {
      const templates = await getMobilePushTemplates(app, authOf(request), request.body);
      return {
        status: true,
        message: 'Templates',
        totalRows: templates.length,
        data: { templates },
      };
    },
  );

  app.post(
    `${route}/UpsertMobilePushTemplate`,
    schema(
      'Adds or edits a template (account admins)',
      ZUpsertMobilePushTemplateRequestSchema,
      ZMobilePushTemplateResponseSchema,
    ),
    async (request) => {
      const template = await upsertMobilePushTemplate(app, authOf(request), request.body);
      return { status: true, message: 'Template saved', data: { template } };
    },
  );

  app.post(
    `${route}/DeleteMobilePushTemplate`,
    schema('Deletes a template (account admins)', ZMobilePushTemplateIdRequestSchema, ZEmptySchema),
    async (request) => {
      await deleteMobilePushTemplate(app, authOf(request), request.body);
      return { status: true, message: 'Template deleted', data: {} };
    },
  );

  app.post(
    `${route}/GetMobilePushLanguageList`,
    schema(
      'Languages templates can be written in',
      ZChannelScopeSchema,
      ZPushLanguagesResponseSchema,
    ),
    async (request) => {
      const languages = getMobilePushLanguages(authOf(request), request.body);
      return {
        status: true,
        message: 'Languages',
        totalRows: languages.length,
        data: { languages },
      };
    },
  );

  app.post(
    `${route}/GetMobilePushDeviceList`,
    schema(
      'An app’s devices, paged',
      ZGetMobilePushDevicesRequestSchema,
      ZMobileDevicesResponseSchema,
    ),
    async (request) => {
      const { devices, total } = await getMobilePushDevices(app, authOf(request), request.body);
      return { status: true, message: 'Devices', totalRows: total, data: { devices } };
    },
  );

  app.post(
    `${route}/GetUserDeviceMaster`,
    schema(
      'Platforms, versions and languages the app’s devices report',
      ZMobileAppScopeRequestSchema,
      ZUserDeviceMasterResponseSchema,
    ),
    async (request) => {
      const data = await getUserDeviceMaster(app, authOf(request), request.body);
      return { status: true, message: 'Device master', data };
    },
  );

  app.post(
    `${route}/GetMobilePushGoalSettings`,
    schema(
      'An app’s goals with their conversions',
      ZMobileAppScopeRequestSchema,
      ZMobilePushGoalsResponseSchema,
    ),
    async (request) => {
      const goals = await getMobilePushGoals(app, authOf(request), request.body);
      return { status: true, message: 'Goals', totalRows: goals.length, data: { goals } };
    },
  );

  app.post(
    `${route}/UpsertMobilePushGoalSetting`,
    schema(
      'Adds or edits a goal (account admins)',
      ZUpsertMobilePushGoalRequestSchema,
      envelopeOf(z.object({ goal: ZMobilePushGoalSchema })),
    ),
    async (request) => {
      const goal = await upsertMobilePushGoal(app, authOf(request), request.body);
      return { status: true, message: 'Goal saved', data: { goal } };
    },
  );

  app.post(
    `${route}/DeleteMobilePushGoalSetting`,
    schema('Deletes a goal (account admins)', ZMobilePushGoalIdRequestSchema, ZEmptySchema),
    async (request) => {
      await deleteMobilePushGoal(app, authOf(request), request.body);
      return { status: true, message: 'Goal deleted', data: {} };
    },
  );

  app.post(
    `${route}/GetMobilePushGoalMaster`,
    schema('The goal types an app can count', ZChannelScopeSchema, ZMobileGoalMasterResponseSchema),
    async (request) => {
      const goalTypes = getMobilePushGoalMaster(authOf(request), request.body);
      return { status: true, message: 'Goal master', data: { goalTypes } };
    },
  );

  app.post(
    `${route}/GetMobilePushSetup`,
    schema(
      'The app team’s checklist and the app key',
      ZMobileAppScopeRequestSchema,
      ZMobilePushSetupResponseSchema,
    ),
    async (request) => {
      const data = await getMobilePushSetup(app, authOf(request), request.body);
      return { status: true, message: 'Setup', data };
    },
  );

  app.post(
    `${route}/EncodeMobilePushAppKey`,
    schema(
      'Creates or replaces the app key (account admins)',
      ZEncodeAppKeyRequestSchema,
      ZMobilePushSetupResponseSchema,
    ),
    async (request) => {
      const data = await encodeMobilePushAppKey(app, authOf(request), request.body);
      return { status: true, message: 'App key created', data };
    },
  );

  app.post(
    `${route}/SendTestMobilePush`,
    schema(
      'Sends a test push to one registered device (account admins)',
      ZSendTestMobilePushRequestSchema,
      ZTestPushResponseSchema,
    ),
    async (request) => {
      const data = await sendTestMobilePush(app, authOf(request), request.body);
      return { status: true, message: data.ok ? 'Test push sent' : 'Test push failed', data };
    },
  );

  app.post(
    `${route}/GetMobilePushAnalyticsList`,
    schema(
      'Devices and push figures per app, latest broadcasts',
      ZChannelScopeSchema,
      ZMobilePushAnalyticsResponseSchema,
    ),
    async (request) => {
      const { rows, broadcasts } = await getMobilePushAnalytics(app, authOf(request), request.body);
      return {
        status: true,
        message: 'Mobile push analytics',
        totalRows: rows.length,
        data: { rows, broadcasts, days: PUSH_ANALYTICS_DAYS },
      };
    },
  );
};

export default mobilePushExtrasRoutes;
