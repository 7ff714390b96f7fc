import type { TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import {
  GET_ACTIVE_CAMPAIGNS,
  GET_AVG_TIME_TO_CONVERTION,
  GET_CHANNEL_PERFORMANCE,
  GET_CUSTOM_PROPENSITY_DATA,
  GET_LEADS_SOURCE_DATA,
  GET_ROI_DATA,
  GET_TOP_PERFORMANCE_CAMPAIGNS,
  GET_TOP_REVENUE_CAMPAIGNS,
} from '@resonate/contracts/dashboard/dashboard-endpoints';
import { useDashboardQuery } from './dashboard-query';

/** Campaigns under way, then the latest others. */
export const useActiveCampaigns = (range: TDashboardRange) =>
  useDashboardQuery(GET_ACTIVE_CAMPAIGNS, range);

/** Revenue, cost and ROI with a series over the range. */
export const useRoiData = (range: TDashboardRange) => useDashboardQuery(GET_ROI_DATA, range);

/** The funnel per channel. */
export const useChannelPerformance = (range: TDashboardRange) =>
  useDashboardQuery(GET_CHANNEL_PERFORMANCE, range);

/** Audience by recency and frequency. */
export const usePropensityData = (range: TDashboardRange) =>
  useDashboardQuery(GET_CUSTOM_PROPENSITY_DATA, range);

/** Best conversion rates. */
export const useTopPerformance = (range: TDashboardRange) =>
  useDashboardQuery(GET_TOP_PERFORMANCE_CAMPAIGNS, range);

/** Most revenue. */
export const useTopRevenue = (range: TDashboardRange) =>
  useDashboardQuery(GET_TOP_REVENUE_CAMPAIGNS, range);

/** From send to conversion (GetAvgTimeToConvertion, the spec's spelling). */
export const useAvgTimeToConvert = (range: TDashboardRange) =>
  useDashboardQuery(GET_AVG_TIME_TO_CONVERTION, range);

/** Leads per source. */
export const useLeadSources = (range: TDashboardRange) =>
  useDashboardQuery(GET_LEADS_SOURCE_DATA, range);
