import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import {
  GET_ACTIVE_CAMPAIGNS,
  GET_AVG_TIME_TO_CONVERTION,
  GET_CHANNEL_PERFORMANCE,
  GET_CUSTOM_PROPENSITY_DATA,
  GET_DATA_LAG,
  GET_LEADS_SOURCE_DATA,
  GET_ROI_DATA,
  GET_TOP_PERFORMANCE_CAMPAIGNS,
  GET_TOP_REVENUE_CAMPAIGNS,
} from '@resonate/contracts/dashboard/dashboard-endpoints';
import { withTenant } from '#/db/tenant.ts';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { dashboardQueries as queries } from './dashboard-queries.ts';
import type { TDashboardQuery } from './dashboard-scope.ts';

/**
 * Dashboard/ (feature 1): the spec's eight widgets and the data lag, from their definitions.
 * Every widget is for a range of UTC days, in the session's client and department (0: the
 * whole client); the department is never a body field.
 */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async <T>(
    request: FastifyRequest,
    range: TDashboardRange,
    message: string,
    query: TDashboardQuery<T>,
  ) => {
    const { clientId, departmentId } = authOf(request);
    // Read-only: the replica when DATABASE_REPLICA_URL is set (GetDataLag says how far behind).
    const data = await withTenant(app.readDb, { clientId }, (trx) =>
      query(trx, { clientId, departmentId }, range),
    );
    return { status: true, message, data };
  };

  addEndpoint(app, GET_ACTIVE_CAMPAIGNS, (range, request) =>
    read(request, range, 'Active campaigns', queries.activeCampaigns),
  );
  addEndpoint(app, GET_ROI_DATA, (range, request) => read(request, range, 'ROI', queries.roi));
  addEndpoint(app, GET_CHANNEL_PERFORMANCE, (range, request) =>
    read(request, range, 'Channel performance', queries.channelPerformance),
  );
  addEndpoint(app, GET_CUSTOM_PROPENSITY_DATA, (range, request) =>
    read(request, range, 'Audience behaviour', queries.propensity),
  );
  addEndpoint(app, GET_TOP_PERFORMANCE_CAMPAIGNS, (range, request) =>
    read(request, range, 'Top performing campaigns', queries.topPerformance),
  );
  addEndpoint(app, GET_TOP_REVENUE_CAMPAIGNS, (range, request) =>
    read(request, range, 'Top revenue campaigns', queries.topRevenue),
  );
  addEndpoint(app, GET_AVG_TIME_TO_CONVERTION, (range, request) =>
    read(request, range, 'Average time to conversion', queries.avgTimeToConvert),
  );
  addEndpoint(app, GET_LEADS_SOURCE_DATA, (range, request) =>
    read(request, range, 'Lead sources', queries.leadSources),
  );

  addEndpoint(app, GET_DATA_LAG, async () => ({
    status: true,
    message: 'Data lag',
    data: { behindSeconds: await app.replicaLagSeconds() },
  }));
};

export default dashboardRoutes;
