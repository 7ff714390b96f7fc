import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSUMPTION_MSG,
  ZAccountStatusRequestSchema,
  ZAccountStatusResponseSchema,
  ZActivityCsvQuerySchema,
  ZActivityCsvResponseSchema,
  ZConsumptionDetailsResponseSchema,
  ZConsumptionPeriodSchema,
} from '@resonate/contracts/consumption/consumption';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { assertLinkAddressAllowed } from '#/modules/account/index.ts';
import { authOf } from '#/plugins/auth.ts';
import { streamActivityCsv } from './activity/activity-csv.ts';
import { issueActivityToken, readActivityToken } from './activity/activity-token.ts';
import { loadClientPlan } from './client-plan.ts';
import { accountStatus } from './details/account-status.ts';
import {
  assertClientChannel,
  assertPastOrCurrentMonth,
  getConsumptionDetails,
} from './details/get-consumption-details.ts';

const tags = ['consumption'];
const security = [{ accessToken: [] }];
const DOWNLOAD_PATH = '/api/Consumption/ActivityListCsv';
const ZCsvSchema = z.string().describe('CSV (UTF-8 with BOM), streamed');

/** The consumption page: account status, a month's usage, the activity list download. */
const consumptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.consumptions });

  app.post(
    '/api/Consumption/AccountStatus',
    {
      onRequest,
      // A read whose name starts with no verb: any role that sees consumption may call it.
      config: { access: 'view' },
      schema: {
        tags,
        security,
        summary: 'The licence, its plan and limits, and this month’s usage against them',
        body: ZAccountStatusRequestSchema,
        response: { 200: ZAccountStatusResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await accountStatus(app.db, authOf(request).clientId);
      return { status: true, message: CONSUMPTION_MSG.status, data };
    },
  );

  app.post(
    '/api/Consumption/GetConsumptionDetails',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'One month’s usage: bandwidth, storage, database, channels (one channel in detail)',
        body: ZConsumptionPeriodSchema,
        response: { 200: ZConsumptionDetailsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getConsumptionDetails(app.db, authOf(request).clientId, request.body);
      return { status: true, message: CONSUMPTION_MSG.details, data };
    },
  );

  app.post(
    '/api/Consumption/DownloadActivityListCsv',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A one-minute link to the CSV of a month’s activity (one row per message)',
        body: ZConsumptionPeriodSchema,
        response: { 200: ZActivityCsvResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { clientId, userClientId } = authOf(request);
      const period = request.body;
      assertPastOrCurrentMonth(period, new Date());
      if (period.channelId !== undefined) {
        const channelId = period.channelId;
        await withTenant(app.db, { clientId }, async (trx) =>
          assertClientChannel(trx, clientId, await loadClientPlan(trx, clientId), channelId),
        );
      }
      const token = issueActivityToken(app.config.appSecret, { clientId, userClientId, ...period });
      const url = `${DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`;
      return { status: true, message: CONSUMPTION_MSG.downloadReady, data: { url } };
    },
  );

  app.get(
    DOWNLOAD_PATH,
    {
      schema: {
        tags,
        summary:
          'text/csv of a month’s activity, streamed; opened with DownloadActivityListCsv’s link',
        querystring: ZActivityCsvQuerySchema,
        response: { 200: ZCsvSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const claims = token ? readActivityToken(app.config.appSecret, token) : undefined;
      if (!claims) throw new AppError('UNAUTHORIZED', CONSUMPTION_MSG.downloadExpired);
      await assertLinkAddressAllowed(app.db, claims, request.ip);
      const body = await streamActivityCsv(app, claims);
      const name = `activity-${claims.year}-${String(claims.month).padStart(2, '0')}.csv`;
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          // A stream is piped as it is; the 200 schema only documents it.
          .send(body as unknown as string)
      );
    },
  );
};

export default consumptionRoutes;
