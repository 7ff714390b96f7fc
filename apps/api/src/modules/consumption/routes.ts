import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSUMPTION_MSG,
  ZActivityCsvQuerySchema,
} from '@resonate/contracts/consumption/consumption';
import {
  ACCOUNT_STATUS,
  DOWNLOAD_ACTIVITY_LIST_CSV,
  GET_CONSUMPTION_DETAILS,
} from '@resonate/contracts/consumption/consumption-endpoints';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { addEndpoint } from '#/http/endpoint-route.ts';
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

const DOWNLOAD_PATH = '/api/Consumption/ActivityListCsv';
const ZCsvSchema = z.string().describe('CSV (UTF-8 with BOM), streamed');

/** The consumption page: account status, a month's usage, the activity list download. */
const consumptionRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, ACCOUNT_STATUS, async (_body, request) => {
    const data = await accountStatus(app.db, authOf(request).clientId);
    return { status: true, message: CONSUMPTION_MSG.status, data };
  });

  addEndpoint(app, GET_CONSUMPTION_DETAILS, async (period, request) => {
    const data = await getConsumptionDetails(app.db, authOf(request).clientId, period);
    return { status: true, message: CONSUMPTION_MSG.details, data };
  });

  addEndpoint(app, DOWNLOAD_ACTIVITY_LIST_CSV, async (period, request) => {
    const { clientId, userClientId } = authOf(request);
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
  });

  // Not an envelope but a streamed file: a hand-written route, opened with a signed link.
  app.get(
    DOWNLOAD_PATH,
    {
      schema: {
        tags: [DOWNLOAD_ACTIVITY_LIST_CSV.tag],
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
