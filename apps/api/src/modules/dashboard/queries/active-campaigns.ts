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
};

/**
 * The figures (TFiguresRow columns) of the communication `listed.id` over the range, as a
 * subquery that aggregates without grouping, so it answers one row, zeros when nothing happened.
 */
export type TFiguresOf = (clientId: number, range: TDashboardRange) => RawBuilder<unknown>;

const RECENCY = sql`coalesce(started_at, scheduled_at, created_at)`;

/**
 * Campaigns under way (ACTIVE_STATUS_CODES) and the latest others that are not archived, both
 * newest first (by start, else schedule, else creation: the order of communications_recent_idx),
 * in the session's department, with their figures: one statement. Which campaigns are listed
 * does not depend on the range; their figures are the range's.
 */
export async function listActiveCampaigns(
  db: Kysely<DB>,
  scope: TDashboardScope,
  range: TDashboardRange,
  figuresOf: TFiguresOf,
): Promise<{ active: TActiveCampaign[]; recent: TActiveCampaign[] }> {
  const list = (active: boolean, limit: number) => sql`
    select ${sql.lit(active)} as active, id, name, channel_id, status, audience_size, scheduled_at,
      started_at, ${RECENCY} as recency
    from communications
    where client_id = ${scope.clientId} and archived_at is null
      and ${active ? sql`status = any(${ACTIVE_STATUS_CODES})` : sql`status <> all(${ACTIVE_STATUS_CODES})`}
      ${departmentFilter(scope, 'department_id')}
    order by ${RECENCY} desc, id desc
    limit ${limit}`;
  const { rows } = await sql<TListedRow & TFiguresRow & { active: boolean }>`
    with listed as (
      (${list(true, DASHBOARD_ACTIVE_MAX)}) union all (${list(false, DASHBOARD_RECENT_N)})
    )
    select listed.*, figures.*
    from listed cross join lateral (${figuresOf(scope.clientId, range)}) figures
    order by listed.active desc, listed.recency desc, listed.id desc`.execute(db);
  const toCampaign = (row: TListedRow & TFiguresRow): TActiveCampaign => {
    const { roi: _roi, cost: _cost, ...funnel } = toFigures(row);
    return {
      ...toCampaignRef(row),
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
