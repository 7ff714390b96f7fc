import type {
  TActiveCampaign,
  TAvgTimeToConvert,
  TChannelPerformance,
  TDashboardRange,
  TLeadSources,
  TPropensityData,
  TRoiData,
  TTopPerformance,
  TTopRevenue,
} from '@resonate/contracts/dashboard/dashboard';
import { useDashboardQuery } from './dashboard-query';

/** POST /api/Dashboard/GetActiveCampaigns: campaigns under way, then the latest others. */
export const useActiveCampaigns = (range: TDashboardRange) =>
  useDashboardQuery<{ active: TActiveCampaign[]; recent: TActiveCampaign[] }>(
    'GetActiveCampaigns',
    range,
  );

/** POST /api/Dashboard/GetRoiData: revenue, cost and ROI with a series over the range. */
export const useRoiData = (range: TDashboardRange) =>
  useDashboardQuery<TRoiData>('GetRoiData', range);

/** POST /api/Dashboard/GetChannelPerformance: the funnel per channel. */
export const useChannelPerformance = (range: TDashboardRange) =>
  useDashboardQuery<{ channels: TChannelPerformance[] }>('GetChannelPerformance', range);

/** POST /api/Dashboard/GetCustomPropensityData: audience by recency and frequency. */
export const usePropensityData = (range: TDashboardRange) =>
  useDashboardQuery<TPropensityData>('GetCustomPropensityData', range);

/** POST /api/Dashboard/GetTopPerformanceCampaigns: best conversion rates. */
export const useTopPerformance = (range: TDashboardRange) =>
  useDashboardQuery<{ campaigns: TTopPerformance[] }>('GetTopPerformanceCampaigns', range);

/** POST /api/Dashboard/GetTopRevenueCampaigns: most revenue. */
export const useTopRevenue = (range: TDashboardRange) =>
  useDashboardQuery<{ currency: string; campaigns: TTopRevenue[] }>(
    'GetTopRevenueCampaigns',
    range,
  );

/** POST /api/Dashboard/GetAvgTimeToConvertion (the spec's spelling): send to conversion. */
export const useAvgTimeToConvert = (range: TDashboardRange) =>
  useDashboardQuery<TAvgTimeToConvert>('GetAvgTimeToConvertion', range);

/** POST /api/Dashboard/GetLeadsSourceData: leads per source. */
export const useLeadSources = (range: TDashboardRange) =>
  useDashboardQuery<TLeadSources>('GetLeadsSourceData', range);
