import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ACTIVE_STATUS_CODES } from '@resonate/contracts/campaigns/communication-status';
import {
  DASHBOARD_ACTIVE_MAX,
  DASHBOARD_RECENT_N,
  type TActiveCampaign,
  type TDashboardRange,
} from '@resonate/contracts/dashboard/dashboard';
import type { DB } from '#/db/schema.ts';
import { departmentFilter, num, type TDashboardScope } from '../dashboard-scope.ts';
import {
  toCampaignRef,
  toFigures,
  type TCommunicationRow,
  type TFiguresRow,
} from './campaign-rows.ts';

type TListedRow = TCommunicationRow & {
  audience_size: unknown;
  scheduled_at: Date | null;
  started_at: Date | null;
  journey_id: unknown;
};

/**
 * The figures (TFiguresRow columns) of the communications `listed.ids` over the range, as a
 * subquery that aggregates without grouping, so it answers one row, zeros when nothing happened.
 */
export type TFiguresOf = (clientId: number, range: TDashboardRange) => RawBuilder<unknown>;

const RECENCY = sql`coalesce(c.started_at, c.scheduled_at, c.created_at)`;
const IS_ACTIVE = sql`c.status = any(${ACTIVE_STATUS_CODES})`;

/**
 * A journey's send steps have communications of their own (communications.journey_id), hidden
 * from the lists: here each journey not archived is one row, named after it, standing for all
 * its communications (their figures summed by figuresOf over `ids`). It is under way when one
 * of them is; it shows the status of that one (else of its first step), its first step's
 * channel, and the newest of their dates as its recency.
 */
function journeyRows(scope: TDashboardScope) {
  return sql`
    select min(c.id) as id, j.name,
      (array_agg(c.channel_id order by c.id))[1] as channel_id,
      (array_agg(c.status order by ${IS_ACTIVE} desc, c.id))[1] as status,
      sum(c.audience_size) as audience_size, min(c.scheduled_at) as scheduled_at,
      min(c.started_at) as started_at, max(${RECENCY}) as recency, j.id as journey_id,
      array_agg(c.id order by c.id) as ids, bool_or(${IS_ACTIVE}) as active
    from journeys j
    -- From the client's journeys through their send steps: primary keys all the way.
    join journey_send_nodes n on n.client_id = j.client_id and n.journey_id = j.id
    join communications c on c.client_id = n.client_id and c.id = n.communication_id
    where j.client_id = ${scope.clientId} and j.archived_at is null and c.archived_at is null
      ${departmentFilter(scope, 'c.department_id')}
    group by j.id, j.name`;
}

/**
 * Campaigns under way (ACTIVE_STATUS_CODES) and the latest others that are not archived, both
 * newest first (by start, else schedule, else creation: the order of communications_recent_idx),
 * in the session's department, with their figures: one statement. A journey counts as one
 * campaign (journeyRows). Which campaigns are listed does not depend on the range; their figures
 * are the range's.
 */
export async function listActiveCampaigns(
  db: Kysely<DB>,
  scope: TDashboardScope,
  range: TDashboardRange,
  figuresOf: TFiguresOf,
): Promise<{ active: TActiveCampaign[]; recent: TActiveCampaign[] }> {
  const communications = (active: boolean, limit: number) => sql`
    select c.id, c.name, c.channel_id, c.status, c.audience_size, c.scheduled_at, c.started_at,
      ${RECENCY} as recency, null::bigint as journey_id, array[c.id] as ids
    from communications c
    where c.client_id = ${scope.clientId} and c.archived_at is null and c.journey_id is null
      and ${active ? IS_ACTIVE : sql`not ${IS_ACTIVE}`}
      ${departmentFilter(scope, 'c.department_id')}
    order by ${RECENCY} desc, c.id desc
    limit ${limit}`;
  const journeys = (active: boolean, limit: number) => sql`
    select id, name, channel_id, status, audience_size, scheduled_at, started_at, recency,
      journey_id, ids
    from journey_rows where active = ${active}
    order by recency desc, id desc
    limit ${limit}`;
  const list = (active: boolean, limit: number) => sql`
    select ${sql.lit(active)} as active, u.*
    from ((${communications(active, limit)}) union all (${journeys(active, limit)})) u
    order by u.recency desc, u.id desc
    limit ${limit}`;
  const { rows } = await sql<TListedRow & TFiguresRow & { active: boolean }>`
    with journey_rows as (${journeyRows(scope)}),
    listed as (
      (${list(true, DASHBOARD_ACTIVE_MAX)}) union all (${list(false, DASHBOARD_RECENT_N)})
    )
    select listed.*, figures.*
    from listed cross join lateral (${figuresOf(scope.clientId, range)}) figures
    order by listed.active desc, listed.recency desc, listed.id desc`.execute(db);
  const toCampaign = (row: TListedRow & TFiguresRow): TActiveCampaign => {
    const { roi: _roi, cost: _cost, ...funnel } = toFigures(row);
    return {
      ...toCampaignRef(row),
      ...(row.journey_id === null ? {} : { journeyId: num(row.journey_id) }),
      ...funnel,
      audienceSize: num(row.audience_size),
      scheduledAt: row.scheduled_at ? new Date(row.scheduled_at).toISOString() : null,
      startedAt: row.started_at ? new Date(row.started_at).toISOString() : null,
    };
  };
  return {
    active: rows.filter((row) => row.active).map(toCampaign),
    recent: rows.filter((row) => !row.active).map(toCampaign),
  };
}
