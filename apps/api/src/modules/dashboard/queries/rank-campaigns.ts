import { sql, type RawBuilder } from 'kysely';
import { DASHBOARD_TOP_N, TOP_PERFORMANCE_MIN_SENT } from '@resonate/contracts/dashboard/dashboard';
import type { TDashboardScope } from '../dashboard-scope.ts';
import type { TCommunicationRow, TFiguresRow } from './campaign-rows.ts';
import { ROLLUP_FIGURES } from './rollup-figures.ts';

export type TRankedRow = TFiguresRow & TCommunicationRow;

/** Eligible for the top performance widget: enough sent in the range to mean something. */
export const PERFORMANCE_HAVING = sql`sum(sent) >= ${TOP_PERFORMANCE_MIN_SENT}`;
/** Eligible for the top revenue widget: earned something in the range. */
export const REVENUE_HAVING = sql`sum(revenue) > 0`;

export const PERFORMANCE_ORDER = sql`t.converted::float8 / t.sent desc,
  t.clicked::float8 / t.sent desc, t.sent desc`;

/**
 * Campaigns ranked by `orderBy` over the columns of ROLLUP_FIGURES, `having` keeping the
 * eligible ones. `perCommunication` answers communication_id with the range's unrounded sums
 * (sent, delivered, opened, clicked, converted, revenue, cost) per communication, from rollups
 * or raw events. A journey's send steps (communications.journey_id) count as one campaign:
 * named after the journey, their figures summed before `having` and the ranking, shown with
 * the first step's channel and status.
 */
export function rankCampaigns(
  scope: TDashboardScope,
  perCommunication: RawBuilder<unknown>,
  having: RawBuilder<unknown>,
  orderBy: RawBuilder<unknown>,
) {
  return sql<TRankedRow>`
    with per_communication as (${perCommunication}),
    totals as (
      select min(u.id) as id, u.journey_id, ${ROLLUP_FIGURES}
      -- Only the figures and the keys, so ROLLUP_FIGURES' names are not communications' own.
      from (
        select p.*, c.id, c.journey_id
        from per_communication p
        join communications c on c.client_id = ${scope.clientId} and c.id = p.communication_id
      ) u
      group by u.journey_id, case when u.journey_id is null then u.id end
      having ${having}
    )
    select t.*, coalesce(j.name, c.name) as name, c.channel_id, c.status
    from totals t
    join communications c on c.client_id = ${scope.clientId} and c.id = t.id
    left join journeys j on j.client_id = ${scope.clientId} and j.id = t.journey_id
    order by ${orderBy}, t.id
    limit ${DASHBOARD_TOP_N}`;
}
