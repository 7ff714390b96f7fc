import { sql } from 'kysely';
import {
  type TActiveCampaign,
  type TAvgTimeToConvert,
  type TChannelPerformance,
  type TDashboardRange,
  type TLeadSources,
  type TPropensityData,
  type TRoiData,
  type TTopPerformance,
  type TTopRevenue,
} from '@resonate/contracts/dashboard/dashboard';
import { occurredBetween, type TDashboardQuery, type TDashboardScope } from './dashboard-scope.ts';
import type { TDashboardQueries } from './dashboard-queries.ts';
import { listActiveCampaigns, type TFiguresOf } from './queries/active-campaigns.ts';
import { countAudience } from './queries/audience-size.ts';
import { clientCurrency } from './queries/client-currency.ts';
import { segmentCase, todayOf, toPropensity, type TPropensityRow } from './queries/propensity.ts';
import {
  bandCase,
  ENGAGING_TYPES,
  EVENT_DAY,
  RAW_FIGURES,
  RAW_MONEY,
  rawDepartmentFilter,
} from './queries/raw-figures.ts';
import { toRoiData, type TRoiRow } from './queries/roi-data.ts';
import { roiGranularity } from './queries/roi-series.ts';
import {
  PERFORMANCE_HAVING,
  PERFORMANCE_ORDER,
  rankCampaigns,
  REVENUE_HAVING,
} from './queries/rank-campaigns.ts';
import { toTopPerformance, toTopRevenue } from './queries/rollup-campaign-queries.ts';
import { toAvgTime, toChannel, toLeadSources } from './queries/rollup-widget-queries.ts';

/**
 * The dashboard's eight figures computed from raw contact_events, for the benchmark's "rollups
 * versus raw events" ratio and for tests that hold the rollups to them. Never used by routes:
 * these scan every event of the range (or, for audience behaviour, of the client).
 */

const rawFiguresOf: TFiguresOf = (clientId, range) => sql`
  select ${RAW_FIGURES}
  from contact_events
  where client_id = ${clientId} and communication_id = any(listed.ids)
    and ${occurredBetween(range, 'occurred_at')}`;

const activeCampaigns: TDashboardQuery<{ active: TActiveCampaign[]; recent: TActiveCampaign[] }> = (
  db,
  scope,
  range,
) => listActiveCampaigns(db, scope, range, rawFiguresOf);

const roi: TDashboardQuery<TRoiData> = async (db, scope, range) => {
  const granularity = roiGranularity(range);
  const bucket = granularity === 'day' ? EVENT_DAY : sql`date_trunc('week', ${EVENT_DAY})::date`;
  const { rows } = await sql<TRoiRow>`
    select to_char(${bucket}, 'YYYY-MM-DD') as bucket, ${RAW_MONEY}
    from contact_events
    where client_id = ${scope.clientId} and ${occurredBetween(range, 'occurred_at')}
      ${rawDepartmentFilter(scope)}
    group by grouping sets ((${bucket}), ())`.execute(db);
  return toRoiData(range, granularity, await clientCurrency(db, scope.clientId), rows);
};

const channelPerformance: TDashboardQuery<{ channels: TChannelPerformance[] }> = async (
  db,
  scope,
  range,
) => {
  const { rows } = await sql<Parameters<typeof toChannel>[0]>`
    select channel_id,
      count(*) filter (where type = 'sent') as sent,
      count(*) filter (where type = 'delivered') as delivered,
      count(*) filter (where type = 'opened') as opened,
      count(*) filter (where type = 'clicked') as clicked,
      count(*) filter (where type = 'converted') as converted
    from contact_events
    where client_id = ${scope.clientId} and ${occurredBetween(range, 'occurred_at')}
      and channel_id <> 0 ${rawDepartmentFilter(scope)}
      and type in ('sent', 'delivered', 'opened', 'clicked', 'converted')
    group by channel_id
    order by count(*) filter (where type = 'sent') desc, channel_id`.execute(db);
  return { channels: rows.map(toChannel) };
};

/** Each person's last engagement and count, from every engagement event the client has. */
const propensity: TDashboardQuery<TPropensityData> = async (db, scope) => {
  const { rows } = await sql<TPropensityRow>`
    with people as (
      select max(occurred_at) as last_at, count(*) as engagements
      from contact_events
      where client_id = ${scope.clientId} and type in (${ENGAGING_TYPES})
      group by passport_id
    )
    select ${segmentCase(todayOf(scope), sql`(last_at at time zone 'UTC')::date`)} as segment,
      ${bandCase(sql`engagements`)} as frequency, count(*) as contacts
    from people group by 1, 2`.execute(db);
  return toPropensity(rows, await countAudience(db, scope.clientId));
};

/** The range's sums per communication in the session's department, from contact_events. */
function rawPerCommunication(scope: TDashboardScope, range: TDashboardRange) {
  return sql`
    select communication_id, count(*) filter (where type = 'sent') as sent,
      count(*) filter (where type = 'delivered') as delivered,
      count(*) filter (where type = 'opened') as opened,
      count(*) filter (where type = 'clicked') as clicked,
      count(*) filter (where type = 'converted') as converted,
      coalesce(sum(revenue) filter (where type = 'converted'), 0) as revenue,
      coalesce(sum(cost), 0) as cost
    from contact_events
    where client_id = ${scope.clientId} and ${occurredBetween(range, 'occurred_at')}
      and communication_id is not null ${rawDepartmentFilter(scope)}
    group by communication_id`;
}

const topPerformance: TDashboardQuery<{ campaigns: TTopPerformance[] }> = async (
  db,
  scope,
  range,
) => {
  const perCommunication = rawPerCommunication(scope, range);
  const { rows } = await rankCampaigns(
    scope,
    perCommunication,
    PERFORMANCE_HAVING,
    PERFORMANCE_ORDER,
  ).execute(db);
  return { campaigns: rows.map(toTopPerformance) };
};

const topRevenue: TDashboardQuery<{ currency: string; campaigns: TTopRevenue[] }> = async (
  db,
  scope,
  range,
) => {
  const perCommunication = rawPerCommunication(scope, range);
  const order = sql`t.revenue desc`;
  const { rows } = await rankCampaigns(scope, perCommunication, REVENUE_HAVING, order).execute(db);
  return { currency: await clientCurrency(db, scope.clientId), campaigns: rows.map(toTopRevenue) };
};

/** Each conversion of the range timed from the person's first earlier send of its campaign. */
const avgTimeToConvert: TDashboardQuery<TAvgTimeToConvert> = async (db, scope, range) => {
  const { rows } = await sql<Parameters<typeof toAvgTime>[0][number]>`
    select c.channel_id, sum(round(extract(epoch from e.occurred_at - f.sent_at)))::bigint as seconds,
      count(*) as conversions
    from contact_events e
    join communications c on c.client_id = e.client_id and c.id = e.communication_id
    cross join lateral (
      select min(s.occurred_at) as sent_at from contact_events s
      where s.client_id = e.client_id and s.passport_id = e.passport_id and s.type = 'sent'
        and s.communication_id = e.communication_id and s.occurred_at < e.occurred_at
    ) f
    where e.client_id = ${scope.clientId} and e.type = 'converted'
      and ${occurredBetween(range, 'e.occurred_at')} ${rawDepartmentFilter(scope, 'e.')}
      and f.sent_at is not null
    group by grouping sets ((c.channel_id), ())`.execute(db);
  return toAvgTime(rows);
};

const leadSources: TDashboardQuery<TLeadSources> = async (db, scope, range) => {
  const { rows } = await sql<Parameters<typeof toLeadSources>[0][number]>`
    select coalesce(lead_source, 'Unknown') as source, count(*) as leads
    from contact_events
    where client_id = ${scope.clientId} and type = 'lead'
      and ${occurredBetween(range, 'occurred_at')} ${rawDepartmentFilter(scope)}
    group by grouping sets ((coalesce(lead_source, 'Unknown')), ())`.execute(db);
  return toLeadSources(rows);
};

/** Same keys and signatures as dashboardQueries. */
export const rawEventQueries: TDashboardQueries = {
  activeCampaigns,
  roi,
  channelPerformance,
  propensity,
  topPerformance,
  topRevenue,
  avgTimeToConvert,
  leadSources,
};
