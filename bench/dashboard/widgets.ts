import type { TDashboardWidget } from '../../apps/api/src/modules/dashboard/index.ts';

/** The eight Dashboard/ endpoints of the spec and the query function behind each. */
export const DASHBOARD_ENDPOINTS: { widget: TDashboardWidget; endpoint: string }[] = [
  { widget: 'activeCampaigns', endpoint: 'GetActiveCampaigns' },
  { widget: 'roi', endpoint: 'GetRoiData' },
  { widget: 'channelPerformance', endpoint: 'GetChannelPerformance' },
  { widget: 'propensity', endpoint: 'GetCustomPropensityData' },
  { widget: 'topPerformance', endpoint: 'GetTopPerformanceCampaigns' },
  { widget: 'topRevenue', endpoint: 'GetTopRevenueCampaigns' },
  { widget: 'avgTimeToConvert', endpoint: 'GetAvgTimeToConvertion' },
  { widget: 'leadSources', endpoint: 'GetLeadsSourceData' },
];
