import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GET_PASSPORT_ID,
  TIME_LINE,
  USER_INFO,
  USER_REPORT_LIST,
} from '@resonate/contracts/analytics/audience-360-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { getPassportId } from './find-passport.ts';
import { getTimeline } from './get-timeline.ts';
import { getUserInfo } from './get-user-info.ts';
import { getUserReport } from './get-user-report.ts';

/** Audience analytics 360 (feature 29), under UserAnalytics360/. */
const analytics360Routes: FastifyPluginAsyncZod = async (app) => {
  // Every call here only reads: the replica when DATABASE_REPLICA_URL is set.
  const read = { db: app.readDb };

  addEndpoint(app, GET_PASSPORT_ID, async (body, request) => {
    const data = await getPassportId(read, authOf(request), body);
    return { status: true, message: 'Person found', data };
  });

  addEndpoint(app, USER_INFO, async (body, request) => {
    const data = await getUserInfo(read, authOf(request), body);
    return { status: true, message: 'User info', data };
  });

  addEndpoint(app, TIME_LINE, async (body, request) => {
    const data = await getTimeline(read, authOf(request), body);
    return { status: true, message: 'Timeline', data };
  });

  addEndpoint(app, USER_REPORT_LIST, async (body, request) => {
    const report = await getUserReport(read, authOf(request), body);
    return {
      status: true,
      message: 'People',
      totalRows: report.total,
      data: { people: report.people, totalIsEstimate: report.isEstimate },
    };
  });
};

export default analytics360Routes;
