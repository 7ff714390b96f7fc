/**
 * Audience analytics 360 (feature 29, UserAnalytics360/), defined once: the API registers
 * these, OpenAPI documents them and the web calls them from these objects. Every call reads.
 */
import { defineEndpoint } from '../endpoints.ts';
import { FEATURE_IDS } from '../features.ts';
import {
  ZGetPassportIdRequestSchema,
  ZPassportMatchSchema,
  ZPassportRequestSchema,
  ZTimelinePageSchema,
  ZTimelineRequestSchema,
  ZUserInfoSchema,
  ZUserReportPageSchema,
  ZUserReportRequestSchema,
} from './audience-360.ts';

const read = {
  method: 'POST',
  auth: 'session',
  feature: FEATURE_IDS.analytics360,
  tag: 'analytics',
} as const;

export const GET_PASSPORT_ID = defineEndpoint({
  ...read,
  path: 'UserAnalytics360/GetPassportID',
  request: ZGetPassportIdRequestSchema,
  response: ZPassportMatchSchema,
  access: 'read',
  summary: 'The person an exact email, mobile number or passport id names',
});

// UserInfo, TimeLine and UserReportList name no read verb, so they were guarded by the edit
// right since they were added; kept as they were.
export const USER_INFO = defineEndpoint({
  ...read,
  path: 'UserAnalytics360/UserInfo',
  request: ZPassportRequestSchema,
  response: ZUserInfoSchema,
  access: 'write',
  summary: 'Profile, identities, consent, scores, lists and channel totals of a person',
});

export const TIME_LINE = defineEndpoint({
  ...read,
  path: 'UserAnalytics360/TimeLine',
  request: ZTimelineRequestSchema,
  response: ZTimelinePageSchema,
  access: 'write',
  summary: "A page of the person's events, newest first (keyset cursor)",
});

export const USER_REPORT_LIST = defineEndpoint({
  ...read,
  path: 'UserAnalytics360/UserReportList',
  request: ZUserReportRequestSchema,
  response: ZUserReportPageSchema,
  access: 'write',
  summary: 'People with their engagement: search, segment and channel filters, sort, paging',
});

export const AUDIENCE_360_ENDPOINTS = [GET_PASSPORT_ID, USER_INFO, TIME_LINE, USER_REPORT_LIST];
