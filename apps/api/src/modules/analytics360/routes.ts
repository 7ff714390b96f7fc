import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetPassportIdRequestSchema,
  ZGetPassportIdResponseSchema,
  ZPassportRequestSchema,
  ZTimelineRequestSchema,
  ZTimelineResponseSchema,
  ZUserInfoResponseSchema,
  ZUserReportRequestSchema,
  ZUserReportResponseSchema,
} from '@resonate/contracts/analytics/audience-360';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { getPassportId } from './find-passport.ts';
import { getTimeline } from './get-timeline.ts';
import { getUserInfo } from './get-user-info.ts';
import { getUserReport } from './get-user-report.ts';

const tags = ['analytics'];
const security = [{ accessToken: [] }];

/** Audience analytics 360 (feature 29), under UserAnalytics360/. */
const analytics360Routes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.analytics360 });
  // Every call here only reads: the replica when DATABASE_REPLICA_URL is set.
  const read = { db: app.readDb };

  app.post(
    '/api/UserAnalytics360/GetPassportID',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The person an exact email, mobile number or passport id names',
        body: ZGetPassportIdRequestSchema,
        response: { 200: ZGetPassportIdResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getPassportId(read, authOf(request), request.body);
      return { status: true, message: 'Person found', data };
    },
  );

  app.post(
    '/api/UserAnalytics360/UserInfo',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Profile, identities, consent, scores, lists and channel totals of a person',
        body: ZPassportRequestSchema,
        response: { 200: ZUserInfoResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getUserInfo(read, authOf(request), request.body);
      return { status: true, message: 'User info', data };
    },
  );

  app.post(
    '/api/UserAnalytics360/TimeLine',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "A page of the person's events, newest first (keyset cursor)",
        body: ZTimelineRequestSchema,
        response: { 200: ZTimelineResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getTimeline(read, authOf(request), request.body);
      return { status: true, message: 'Timeline', data };
    },
  );

  app.post(
    '/api/UserAnalytics360/UserReportList',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'People with their engagement: search, segment and channel filters, sort, paging',
        body: ZUserReportRequestSchema,
        response: { 200: ZUserReportResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const report = await getUserReport(read, authOf(request), request.body);
      return {
        status: true,
        message: 'People',
        totalRows: report.total,
        data: { people: report.people, totalIsEstimate: report.isEstimate },
      };
    },
  );
};

export default analytics360Routes;
