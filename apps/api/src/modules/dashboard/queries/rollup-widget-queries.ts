import { sql } from 'kysely';
import {
  DASHBOARD_LEAD_SOURCES_MAX,
  type TAvgTimeToConvert,
  type TChannelPerformance,
  type TLeadSources,
  type TRoiData,
} from '@resonate/contracts/dashboard/dashboard';
import { dayBetween, departmentFilter, num, type TDashboardQuery } from '../dashboard-scope.ts';
import { clientCurrency } from './client-currency.ts';
import { toRoiData, type TRoiRow } from './roi-data.ts';
import { roiGranularity } from './roi-series.ts';

/**
 * Revenue and cost per day (or ISO week) and in total, one scan of the range's rollup rows:
 * grouping sets give the buckets and the total (bucket null) from the same exact sums.
 */
export const roi: TDashboardQuery<TRoiData> = async (db, scope, range) => {
  const granularity = roiGranularity(range);
  const bucket = granularity === 'day' ? sql`day` : sql`date_trunc('week', day)::date`;
  const { rows } = await sql<TRoiRow>`
    select to_char(${bucket}, 'YYYY-MM-DD') as bucket,
      round(sum(revenue), 2) as revenue, round(sum(cost), 2) as cost,
      round((sum(revenue) - sum(cost)) / nullif(sum(cost), 0), 4) as roi
    from event_rollups
    where client_id = ${scope.clientId} and ${dayBetween(range, 'day')}
      ${departmentFilter(scope, 'department_id')}
    group by grouping sets ((${bucket}), ())`.execute(db);
  return toRoiData(range, granularity, await clientCurrency(db, scope.clientId), rows);
};

type TChannelRow = {
  channel_id: unknown;
  sent: unknown;
  delivered: unknown;
  opened: unknown;
  clicked: unknown;
  converted: unknown;
};

export function toChannel(row: TChannelRow): TChannelPerformance {
  return {
    channelId: num(row.channel_id),
    sent: num(row.sent),
    delivered: num(row.delivered),
    opened: num(row.opened),
    clicked: num(row.clicked),
    converted: num(row.converted),
  };
}

/** Channels with any funnel activity in the range, busiest (most sent) first. */
export const channelPerformance: TDashboardQuery<{ channels: TChannelPerformance[] }> = async (
  db,
  scope,
  range,
) => {
  const { rows } = await sql<TChannelRow>`
    select channel_id, sum(sent)::bigint as sent, sum(delivered)::bigint as delivered,
      sum(opened)::bigint as opened, sum(clicked)::bigint as clicked,
      sum(converted)::bigint as converted
    from event_rollups
    where client_id = ${scope.clientId} and ${dayBetween(range, 'day')} and channel_id <> 0
      ${departmentFilter(scope, 'department_id')}
    group by channel_id
    having sum(sent + delivered + opened + clicked + converted) > 0
    order by sum(sent) desc, channel_id`.execute(db);
  return { channels: rows.map(toChannel) };
};

type TConversionRow = { channel_id: unknown; seconds: unknown; conversions: unknown };

/** Whole seconds on average; null without a timed conversion. */
function average(seconds: number, conversions: number): number | null {
  return conversions === 0 ? null : Math.round(seconds / conversions);
}

export function toAvgTime(rows: TConversionRow[]): TAvgTimeToConvert {
  const byChannel = rows
    .filter((row) => row.channel_id !== null)
    .map((row) => ({
      channelId: num(row.channel_id),
      averageSeconds: average(num(row.seconds), num(row.conversions)),
      conversions: num(row.conversions),
    }))
    .sort((a, b) => b.conversions - a.conversions || a.channelId - b.channelId);
  const total = rows.find((row) => row.channel_id === null);
  const conversions = num(total?.conversions);
  return { averageSeconds: average(num(total?.seconds), conversions), conversions, byChannel };
}

/**
 * Average time from a campaign's first send to a person's conversion attributed to it, over
 * the conversions of the range; by the campaign's channel (a timed conversion always has one).
 */
export const avgTimeToConvert: TDashboardQuery<TAvgTimeToConvert> = async (db, scope, range) => {
  const { rows } = await sql<TConversionRow>`
    select c.channel_id, sum(r.conversion_seconds)::bigint as seconds,
      sum(r.timed_conversions)::bigint as conversions
    from event_rollups r
    join communications c on c.client_id = r.client_id and c.id = r.communication_id
    where r.client_id = ${scope.clientId} and ${dayBetween(range, 'r.day')}
      and r.communication_id <> 0 and r.timed_conversions > 0
      ${departmentFilter(scope, 'r.department_id')}
    group by grouping sets ((c.channel_id), ())`.execute(db);
  return toAvgTime(rows);
};

type TLeadRow = { source: string | null; leads: unknown };

export function toLeadSources(rows: TLeadRow[]): TLeadSources {
  const total = num(rows.find((row) => row.source === null)?.leads);
  const sources = rows
    .filter((row): row is { source: string; leads: unknown } => row.source !== null)
    .map((row) => ({ source: row.source, leads: num(row.leads) }))
    .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source))
    .slice(0, DASHBOARD_LEAD_SOURCES_MAX);
  return { total, sources };
}

/** Leads per source in the range, largest first (the first DASHBOARD_LEAD_SOURCES_MAX). */
export const leadSources: TDashboardQuery<TLeadSources> = async (db, scope, range) => {
  const { rows } = await sql<TLeadRow>`
    select lead_source as source, sum(leads)::bigint as leads
    from lead_source_rollups
    where client_id = ${scope.clientId} and ${dayBetween(range, 'day')}
      ${departmentFilter(scope, 'department_id')}
    group by grouping sets ((lead_source), ())`.execute(db);
  return toLeadSources(rows);
};
