/**
 * Dashboard/ (feature 1, spec section 7; GetAvgTimeToConvertion is its spelling), defined once:
 * the API registers these, OpenAPI documents them and the web calls them from these objects.
 * Every widget reads a range of UTC days in the session's client and department.
 */
import { defineEndpoint } from '../endpoints.ts';
import { FEATURE_IDS } from '../features.ts';
import {
  ZActiveCampaignsSchema,
  ZAvgTimeToConvertSchema,
  ZChannelPerformanceListSchema,
  ZDashboardRangeSchema,
  ZDataLagSchema,
  ZLeadSourcesSchema,
  ZPropensityDataSchema,
  ZRoiDataSchema,
  ZTopPerformanceListSchema,
  ZTopRevenueListSchema,
} from './dashboard.ts';

const widget = {
  method: 'POST',
  request: ZDashboardRangeSchema,
  auth: 'session',
  feature: FEATURE_IDS.dashboard,
  access: 'read',
  tag: 'dashboard',
} as const;

export const GET_ACTIVE_CAMPAIGNS = defineEndpoint({
  ...widget,
  path: 'Dashboard/GetActiveCampaigns',
  response: ZActiveCampaignsSchema,
  summary: 'Campaigns under way and the latest others, with their funnel in the range',
});

export const GET_ROI_DATA = defineEndpoint({
  ...widget,
  path: 'Dashboard/GetRoiData',
  response: ZRoiDataSchema,
  summary: 'Revenue, cost and ROI in the range, with a daily or weekly series',
});

export const GET_CHANNEL_PERFORMANCE = defineEndpoint({
  ...widget,
  path: 'Dashboard/GetChannelPerformance',
  response: ZChannelPerformanceListSchema,
  summary: 'Sent, delivered, opened, clicked and converted per channel in the range',
});

export const GET_CUSTOM_PROPENSITY_DATA = defineEndpoint({
  ...widget,
  path: 'Dashboard/GetCustomPropensityData',
  response: ZPropensityDataSchema,
  summary: 'Audience behaviour today (engaged, at risk, dormant, never) by frequency',
});

export const GET_TOP_PERFORMANCE_CAMPAIGNS = defineEndpoint({
  ...widget,
  path: 'Dashboard/GetTopPerformanceCampaigns',
  response: ZTopPerformanceListSchema,
  summary: 'Campaigns with the best conversion rate, then click rate, in the range',
});

export const GET_TOP_REVENUE_CAMPAIGNS = defineEndpoint({
  ...widget,
  path: 'Dashboard/GetTopRevenueCampaigns',
  response: ZTopRevenueListSchema,
  summary: 'Campaigns that earned the most in the range',
});

export const GET_AVG_TIME_TO_CONVERTION = defineEndpoint({
  ...widget,
  path: 'Dashboard/GetAvgTimeToConvertion',
  response: ZAvgTimeToConvertSchema,
  summary: "Average time from a campaign's send to the conversion, overall and per channel",
});

export const GET_LEADS_SOURCE_DATA = defineEndpoint({
  ...widget,
  path: 'Dashboard/GetLeadsSourceData',
  response: ZLeadSourcesSchema,
  summary: 'Leads per source in the range, largest first',
});

export const GET_DATA_LAG = defineEndpoint({
  ...widget,
  path: 'Dashboard/GetDataLag',
  request: null,
  response: ZDataLagSchema,
  summary: "How many seconds the figures are behind the primary database (the replica's lag)",
});

/** The eight widgets, in the spec's order. */
export const DASHBOARD_WIDGET_ENDPOINTS = [
  GET_ACTIVE_CAMPAIGNS,
  GET_ROI_DATA,
  GET_CHANNEL_PERFORMANCE,
  GET_CUSTOM_PROPENSITY_DATA,
  GET_TOP_PERFORMANCE_CAMPAIGNS,
  GET_TOP_REVENUE_CAMPAIGNS,
  GET_AVG_TIME_TO_CONVERTION,
  GET_LEADS_SOURCE_DATA,
];

export const DASHBOARD_ENDPOINTS = [...DASHBOARD_WIDGET_ENDPOINTS, GET_DATA_LAG];
