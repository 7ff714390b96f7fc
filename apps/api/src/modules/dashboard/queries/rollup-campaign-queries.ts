import { sql } from 'kysely';
import {
  type TActiveCampaign,
  type TDashboardRange,
  type TTopPerformance,
  type TTopRevenue,
} from '@resonate/contracts/dashboard/dashboard';
import {
  dayBetween,
  departmentFilter,
  type TDashboardQuery,
  type TDashboardScope,
} from '../dashboard-scope.ts';
import { listActiveCampaigns, type TFiguresOf } from './active-campaigns.ts';
import { rateOf, toCampaignRef, toFigures } from './campaign-rows.ts';
import {
  PERFORMANCE_HAVING,
  PERFORMANCE_ORDER,
  rankCampaigns,
  REVENUE_HAVING,
  type TRankedRow,
} from './rank-campaigns.ts';
import { ROLLUP_FIGURES } from './rollup-figures.ts';
import { clientCurrency } from './client-currency.ts';

/** The range's figures of one listed row's communications: event_rollups_communication_idx. */
const rollupFiguresOf: TFiguresOf = (clientId, range) => sql`
  select ${ROLLUP_FIGURES}
  from event_rollups
  where client_id = ${clientId} and communication_id = any(listed.ids)
    and ${dayBetween(range, 'day')}`;

export const activeCampaigns: TDashboardQuery<{
  active: TActiveCampaign[];
  recent: TActiveCampaign[];
}> = (db, scope, range) => listActiveCampaigns(db, scope, range, rollupFiguresOf);

/** The range's sums per communication in the session's department, from event_rollups. */
function rollupsPerCommunication(scope: TDashboardScope, range: TDashboardRange) {
  return sql`
    select communication_id, sum(sent) as sent, sum(delivered) as delivered,
      sum(opened) as opened, sum(clicked) as clicked, sum(converted) as converted,
      sum(revenue) as revenue, sum(cost) as cost
    from event_rollups
    where client_id = ${scope.clientId} and ${dayBetween(range, 'day')}
      and communication_id <> 0 ${departmentFilter(scope, 'department_id')}
    group by communication_id`;
}

export function toTopPerformance(row: TRankedRow): TTopPerformance {
  const { revenue: _r, cost: _c, roi: _roi, ...funnel } = toFigures(row);
  return {
    ...toCampaignRef(row),
    ...funnel,
    openRate: rateOf(funnel.opened, funnel.sent),
    clickRate: rateOf(funnel.clicked, funnel.sent),
    conversionRate: rateOf(funnel.converted, funnel.sent),
  };
}

export function toTopRevenue(row: TRankedRow): TTopRevenue {
  const figures = toFigures(row);
  const { revenue, cost, roi, converted } = figures;
  return { ...toCampaignRef(row), revenue, cost, roi, converted };
}

/** At least TOP_PERFORMANCE_MIN_SENT sent in the range; by conversion rate, then click rate. */
export const topPerformance: TDashboardQuery<{ campaigns: TTopPerformance[] }> = async (
  db,
  scope,
  range,
) => {
  const perCommunication = rollupsPerCommunication(scope, range);
  const { rows } = await rankCampaigns(
    scope,
    perCommunication,
    PERFORMANCE_HAVING,
    PERFORMANCE_ORDER,
  ).execute(db);
  return { campaigns: rows.map(toTopPerformance) };
};

/** Campaigns that earned something in the range, by revenue. */
export const topRevenue: TDashboardQuery<{ currency: string; campaigns: TTopRevenue[] }> = async (
  db,
  scope,
  range,
) => {
  const perCommunication = rollupsPerCommunication(scope, range);
  const order = sql`t.revenue desc`;
  const { rows } = await rankCampaigns(scope, perCommunication, REVENUE_HAVING, order).execute(db);
  return { currency: await clientCurrency(db, scope.clientId), campaigns: rows.map(toTopRevenue) };
};
