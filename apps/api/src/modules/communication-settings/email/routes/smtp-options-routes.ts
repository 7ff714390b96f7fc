import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZExtendedSystemResponseSchema,
  ZSmtpHousingResponseSchema,
  ZSmtpThrottleResponseSchema,
  ZUpsertExtendedSystemRequestSchema,
  ZUpsertSmtpHousingRequestSchema,
  ZUpsertSmtpThrottleRequestSchema,
} from '@resonate/contracts/communication-settings/email-options';
import { ZClientRefRequestSchema } from '@resonate/contracts/communication-settings/email';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { getExtendedSystem, upsertExtendedSystem } from '../extended-system.ts';
import { getSmtpHousing, upsertSmtpHousing } from '../smtp-housing.ts';
import { getSmtpThrottleSetting, upsertSmtpThrottle } from '../smtp-throttle.ts';

const tags = ['communication settings'];
const security = [{ accessToken: [] }];
const P = '/api/CommunicationSetting';

/** SMTP throttle, housing and extended system options (feature 15; writes: account admins). */
const smtpOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communicationSettings });
  const deps = { db: app.db, config: app.config, log: app.log };
  const read = { tags, security, body: ZClientRefRequestSchema };

  app.post(
    `${P}/GetSMTPThrottle`,
    {
      onRequest,
      schema: {
        ...read,
        summary: 'Sending limits (0 = none)',
        response: { 200: ZSmtpThrottleResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const throttle = await getSmtpThrottleSetting(deps, authOf(request), request.body);
      return { status: true, message: 'SMTP throttle', data: { throttle } };
    },
  );
  app.post(
    `${P}/UpsertSMTPThrottle`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Saves the sending limits',
        body: ZUpsertSmtpThrottleRequestSchema,
        response: { 200: ZSmtpThrottleResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const throttle = await upsertSmtpThrottle(deps, authOf(request), request.body);
      return { status: true, message: 'Throttle saved', data: { throttle } };
    },
  );
  app.post(
    `${P}/GetSMTPHousing`,
    {
      onRequest,
      schema: {
        ...read,
        summary: 'Where mail is sent from',
        response: { 200: ZSmtpHousingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const housing = await getSmtpHousing(deps, authOf(request), request.body);
      return { status: true, message: 'SMTP housing', data: { housing } };
    },
  );
  app.post(
    `${P}/UpsertSMTPHousing`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Saves the housing',
        body: ZUpsertSmtpHousingRequestSchema,
        response: { 200: ZSmtpHousingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const housing = await upsertSmtpHousing(deps, authOf(request), request.body);
      return { status: true, message: 'Housing saved', data: { housing } };
    },
  );
  app.post(
    `${P}/GetExtendedSystem`,
    {
      onRequest,
      schema: {
        ...read,
        summary: 'Tracking and header options',
        response: { 200: ZExtendedSystemResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const extendedSystem = await getExtendedSystem(deps, authOf(request), request.body);
      return { status: true, message: 'Extended system', data: { extendedSystem } };
    },
  );
  app.post(
    `${P}/UpsertExtendedSystem`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Saves the extended options',
        body: ZUpsertExtendedSystemRequestSchema,
        response: { 200: ZExtendedSystemResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const extendedSystem = await upsertExtendedSystem(deps, authOf(request), request.body);
      return { status: true, message: 'Extended system saved', data: { extendedSystem } };
    },
  );
};

export default smtpOptionsRoutes;
