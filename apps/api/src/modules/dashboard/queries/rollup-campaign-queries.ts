import { sql, type RawBuilder } from 'kysely';
import {
  DASHBOARD_TOP_N,
  TOP_PERFORMANCE_MIN_SENT,
  type TActiveCampaign,
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
import {
  rateOf,
  toCampaignRef,
  toFigures,
  type TCommunicationRow,
  type TFiguresRow,
} from './campaign-rows.ts';
import { ROLLUP_FIGURES } from './rollup-figures.ts';
import { clientCurrency } from './client-currency.ts';

type TRankedRow = TFiguresRow & TCommunicationRow;

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

/**
 * Campaigns' figures over the range in the session's department, ranked by `orderBy` over the
 * columns of ROLLUP_FIGURES, `having` keeping the eligible ones; joined to their communication.
 */
function rankCampaigns(
  scope: TDashboardScope,
  range: Parameters<TDashboardQuery<unknown>>[2],
  having: RawBuilder<unknown>,
  orderBy: RawBuilder<unknown>,
) {
  return sql<TRankedRow>`
    with totals as (
      select communication_id, ${ROLLUP_FIGURES}
      from event_rollups
      where client_id = ${scope.clientId} and ${dayBetween(range, 'day')}
        and communication_id <> 0 ${departmentFilter(scope, 'department_id')}
      group by communication_id
      having ${having}
    )
    select t.*, c.id, c.name, c.channel_id, c.status
    from totals t
    join communications c on c.client_id = ${scope.clientId} and c.id = t.communication_id
    order by ${orderBy}, t.communication_id
    limit ${DASHBOARD_TOP_N}`;
}

export const PERFORMANCE_ORDER = sql`t.converted::float8 / t.sent desc,
  t.clicked::float8 / t.sent desc, t.sent desc`;

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
  const having = sql`sum(sent) >= ${TOP_PERFORMANCE_MIN_SENT}`;
  const { rows } = await rankCampaigns(scope, range, having, PERFORMANCE_ORDER).execute(db);
  return { campaigns: rows.map(toTopPerformance) };
};

/** Campaigns that earned something in the range, by revenue. */
export const topRevenue: TDashboardQuery<{ currency: string; campaigns: TTopRevenue[] }> = async (
  db,
  scope,
  range,
) => {
  const having = sql`sum(revenue) > 0`;
  const { rows } = await rankCampaigns(scope, range, having, sql`t.revenue desc`).execute(db);
  return { currency: await clientCurrency(db, scope.clientId), campaigns: rows.map(toTopRevenue) };
};
