import { sql, type RawBuilder } from 'kysely';
import { FREQUENCY_BAND_MIN } from '@resonate/contracts/dashboard/dashboard';
import { ENGAGEMENT_EVENT_TYPES } from '@resonate/contracts/events/ingest';
import type { TDashboardScope } from '../dashboard-scope.ts';

/**
 * SQL pieces of the raw-event queries (raw-event-queries.ts): the same figures as the rollups,
 * computed from contact_events with the rollups' rules (shared brief, "rollup semantics").
 */

/** The UTC day of an event, as the rollups' `day`. */
export const EVENT_DAY = sql`(occurred_at at time zone 'UTC')::date`;

const REVENUE = sql`coalesce(sum(revenue) filter (where type = 'converted'), 0)`;
const COST = sql`coalesce(sum(cost), 0)`;

/** The select list of TFiguresRow over contact_events rows. */
export const RAW_FIGURES = sql`
  count(*) filter (where type = 'sent') as sent,
  count(*) filter (where type = 'delivered') as delivered,
  count(*) filter (where type = 'opened') as opened,
  count(*) filter (where type = 'clicked') as clicked,
  count(*) filter (where type = 'converted') as converted,
  round(${REVENUE}, 2) as revenue,
  round(${COST}, 2) as cost,
  round((${REVENUE} - ${COST}) / nullif(${COST}, 0), 4) as roi`;

export const RAW_MONEY = sql`round(${REVENUE}, 2) as revenue, round(${COST}, 2) as cost,
  round((${REVENUE} - ${COST}) / nullif(${COST}, 0), 4) as roi`;

/** An event's department as the rollups key it: its communication's, else 0. */
export function rawDepartmentFilter(scope: TDashboardScope, alias = ''): RawBuilder<unknown> {
  const column = sql.ref(`${alias}department_id`);
  return scope.departmentId === 0 ? sql`` : sql`and coalesce(${column}, 0) = ${scope.departmentId}`;
}

export const ENGAGING_TYPES = sql.join(ENGAGEMENT_EVENT_TYPES.map((type) => sql.lit(type)));

/** The frequency band of an engagement count (frequencyBandOf in SQL). */
export function bandCase(count: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`case when ${count} >= ${FREQUENCY_BAND_MIN.often} then 'often'
    when ${count} >= ${FREQUENCY_BAND_MIN.few} then 'few' else 'once' end`;
}
