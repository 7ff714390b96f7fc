import { activeCampaigns, topPerformance, topRevenue } from './queries/rollup-campaign-queries.ts';
import {
  avgTimeToConvert,
  channelPerformance,
  leadSources,
  roi,
} from './queries/rollup-widget-queries.ts';
import { propensity } from './queries/propensity.ts';

/**
 * The eight widgets' figures, read from rollup tables and communications only. Each takes the
 * tenant's executor (inside withTenant), the scope and the range: routes and the bench call the
 * same functions.
 */
export const dashboardQueries = {
  activeCampaigns,
  roi,
  channelPerformance,
  propensity,
  topPerformance,
  topRevenue,
  avgTimeToConvert,
  leadSources,
};

export type TDashboardQueries = typeof dashboardQueries;
export type TDashboardWidget = keyof TDashboardQueries;
