import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ZActiveCampaignsResponseSchema,
  ZAvgTimeToConvertResponseSchema,
  ZChannelPerformanceResponseSchema,
  ZDataLagResponseSchema,
  ZDashboardRangeSchema,
  ZLeadSourcesResponseSchema,
  ZPropensityResponseSchema,
  ZRoiDataResponseSchema,
  ZTopPerformanceResponseSchema,
  ZTopRevenueResponseSchema,
  type TDashboardRange,
} from '@resonate/contracts/dashboard/dashboard';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { withTenant } from '#/db/tenant.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { dashboardQueries } from './dashboard-queries.ts';
import type { TDashboardQuery } from './dashboard-scope.ts';

/**
 * Dashboard/ (feature 1): the spec's eight calls (section 7; GetAvgTimeToConvertion is its
 * spelling). Every widget is for a range of UTC days, in the session's client and department
 * (0: the whole client); the department is never a body field.
 */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.dashboard });
  const options = <R extends z.ZodType>(summary: string, response: R) => ({
    onRequest,
    schema: {
      tags: ['dashboard'],
      security: [{ accessToken: [] }],
      summary,
      body: ZDashboardRangeSchema,
      response: { 200: response, ...ERROR_RESPONSES },
    },
  });
  const read = <T>(
    request: FastifyRequest<{ Body: TDashboardRange }>,
    query: TDashboardQuery<T>,
  ) => {
    const { clientId, departmentId } = authOf(request);
    // Read-only: the replica when DATABASE_REPLICA_URL is set (GetDataLag says how far behind).
    return withTenant(app.readDb, { clientId }, (trx) =>
      query(trx, { clientId, departmentId }, request.body),
    );
  };

  app.post(
    '/api/Dashboard/GetActiveCampaigns',
    options(
      'Campaigns under way and the latest others, with their funnel in the range',
      ZActiveCampaignsResponseSchema,
    ),
    async (request) => ({
      status: true,
      message: 'Active campaigns',
      data: await read(request, dashboardQueries.activeCampaigns),
    }),
  );

  app.post(
    '/api/Dashboard/GetRoiData',
    options(
      'Revenue, cost and ROI in the range, with a daily or weekly series',
      ZRoiDataResponseSchema,
    ),
    async (request) => ({
      status: true,
      message: 'ROI',
      data: await read(request, dashboardQueries.roi),
    }),
  );

  app.post(
    '/api/Dashboard/GetChannelPerformance',
    options(
      'Sent, delivered, opened, clicked and converted per channel in the range',
      ZChannelPerformanceResponseSchema,
    ),
    async (request) => ({
      status: true,
      message: 'Channel performance',
      data: await read(request, dashboardQueries.channelPerformance),
    }),
  );

  app.post(
    '/api/Dashboard/GetCustomPropensityData',
    options(
      'Audience behaviour today (engaged, at risk, dormant, never) by frequency',
      ZPropensityResponseSchema,
    ),
    async (request) => ({
      status: true,
      message: 'Audience behaviour',
      data: await read(request, dashboardQueries.propensity),
    }),
  );

  app.post(
    '/api/Dashboard/GetTopPerformanceCampaigns',
    options(
      'Campaigns with the best conversion rate, then click rate, in the range',
      ZTopPerformanceResponseSchema,
    ),
    async (request) => ({
      status: true,
      message: 'Top performing campaigns',
      data: await read(request, dashboardQueries.topPerformance),
    }),
  );

  app.post(
    '/api/Dashboard/GetTopRevenueCampaigns',
    options('Campaigns that earned the most in the range', ZTopRevenueResponseSchema),
    async (request) => ({
      status: true,
      message: 'Top revenue campaigns',
      data: await read(request, dashboardQueries.topRevenue),
    }),
  );

  app.post(
    '/api/Dashboard/GetAvgTimeToConvertion',
    options(
      "Average time from a campaign's send to the conversion, overall and per channel",
      ZAvgTimeToConvertResponseSchema,
    ),
    async (request) => ({
      status: true,
      message: 'Average time to conversion',
      data: await read(request, dashboardQueries.avgTimeToConvert),
    }),
  );

  app.post(
    '/api/Dashboard/GetLeadsSourceData',
    options('Leads per source in the range, largest first', ZLeadSourcesResponseSchema),
    async (request) => ({
      status: true,
      message: 'Lead sources',
      data: await read(request, dashboardQueries.leadSources),
    }),
  );

  app.post(
    '/api/Dashboard/GetDataLag',
    {
      onRequest,
      schema: {
        tags: ['dashboard'],
        security: [{ accessToken: [] }],
        summary: "How many seconds the figures are behind the primary database (the replica's lag)",
        response: { 200: ZDataLagResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({
      status: true,
      message: 'Data lag',
      data: { behindSeconds: await app.replicaLagSeconds() },
    }),
  );
};

export default dashboardRoutes;
