import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetVmsSettingByIdRequestSchema,
  ZGetVmsSettingsRequestSchema,
  ZUpsertVmsRequestSchema,
  ZVmsSettingResponseSchema,
  ZVmsSettingsResponseSchema,
} from '@resonate/contracts/communication-settings/voice';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { getVmsSettingById, getVmsSettings } from './get-vms-settings.ts';
import { upsertVmsSetting } from './upsert-vms-setting.ts';

const tags = ['communication settings'];
const security = [{ accessToken: [] }];
const feature = FEATURE_IDS.communicationSettings;

/** Voice and VMS provider accounts on the communication-settings page (feature 15). */
const vmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature });

  app.post(
    '/api/CommunicationSetting/GetVMSSettings',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every voice/VMS account of the client (tokens masked)',
        body: ZGetVmsSettingsRequestSchema,
        response: { 200: ZVmsSettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const settings = await getVmsSettings(app, authOf(request), request.body);
      return {
        status: true,
        message: 'Voice settings',
        totalRows: settings.length,
        data: { settings },
      };
    },
  );

  app.post(
    '/api/CommunicationSetting/GetVMSSettingByID',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One voice/VMS account (token masked)',
        body: ZGetVmsSettingByIdRequestSchema,
        response: { 200: ZVmsSettingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const setting = await getVmsSettingById(app, authOf(request), request.body);
      return { status: true, message: 'Voice setting', data: { setting } };
    },
  );

  app.post(
    '/api/CommunicationSetting/UpsertVMSSettings',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Adds or edits a voice/VMS account (account admins)',
        body: ZUpsertVmsRequestSchema,
        response: { 200: ZVmsSettingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const setting = await upsertVmsSetting(app, authOf(request), request.body);
      return { status: true, message: 'Voice setting saved', data: { setting } };
    },
  );
};

export default vmsRoutes;
