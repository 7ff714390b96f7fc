import { sql } from 'kysely';
import type { TSchedule } from '@resonate/contracts/campaigns/communications';
import {
  PLANNER_LIMITS,
  type TPlannerItem,
  type TPlannerStatusFilter,
} from '@resonate/contracts/campaigns/planner';
import { withTenant } from '#/db/tenant.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { parseLocalDateTime, timeZoneName, zonedInstant } from '../engine/client-clock.ts';
import { departmentScope } from '../department-scope.ts';
import type { TListScope, TTrx } from '../list/communication-rows.ts';
import { localStamp, plannerItems, type TPlannerRow } from './planner-items.ts';

export type TPlannerQuery = {
  from: string;
  to: string;
  channelIds: number[];
  statuses: TPlannerStatusFilter[];
};

/** The client's IANA time zone (account settings). */
export async function clientTimeZone(trx: TTrx, clientId: number): Promise<string> {
  const client = await trx
    .selectFrom('clients')
    .select('time_zone_id')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return timeZoneName(client?.time_zone_id ?? 0);
}

type TRawRow = {
  id: number;
  name: string;
  channel_id: number;
  status: number;
  schedule: TSchedule;
  run_no: number;
  started_at: Date | null;
  scheduled_at: Date | null;
  next_run_at: Date | null;
};

export function toPlannerRow(row: TRawRow): TPlannerRow {
  return {
    id: Number(row.id),
    name: row.name,
    channelId: row.channel_id,
    status: row.status,
    schedule: row.schedule,
    runNo: row.run_no,
    startedAt: row.started_at,
    scheduledAt: row.scheduled_at,
    nextRunAt: row.next_run_at,
  };
}

const KIND_FILTER: Record<TPlannerStatusFilter, TPlannerItem['kind'][]> = {
  draft: ['draft'],
  scheduled: ['scheduled', 'occurrence'],
  sent: ['sent'],
};

/**
 * POST Communication/GetPlanner: the communications on the calendar between two client-local
 * days. SQL narrows to rows that can fall in the range (a start, a next run, a draft's
 * schedule, or a recurring series begun by its end); plannerItems places them.
 */
export async function getPlanner(
  deps: TCommunicationDeps,
  scope: TListScope,
  query: TPlannerQuery,
  now: Date = new Date(),
) {
  return withTenant(deps.db, { clientId: scope.clientId }, async (trx) => {
    const timeZone = await clientTimeZone(trx, scope.clientId);
    const start = zonedInstant(timeZone, parseLocalDateTime(`${query.from}T00:00`));
    const endDay = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000);
    const end = zonedInstant(timeZone, parseLocalDateTime(endDay.toISOString().slice(0, 16)));
    const lastLocal = `${query.to}T23:59`;
    const channels =
      query.channelIds.length > 0
        ? sql`and c.channel_id in (${sql.join(query.channelIds)})`
        : sql``;
    const { rows } = await sql<TRawRow>`
      select c.id, c.name, c.channel_id, c.status, c.schedule, c.run_no, c.started_at,
        c.scheduled_at, c.next_run_at
      from communications c
      where c.client_id = ${scope.clientId} and c.archived_at is null
        and c.journey_id is null and not c.transactional
        ${departmentScope(scope)} ${channels}
        and (
          (c.started_at >= ${start} and c.started_at < ${end})
          or (c.started_at is null
            and coalesce(c.next_run_at, c.scheduled_at) >= ${start}
            and coalesce(c.next_run_at, c.scheduled_at) < ${end})
          or (c.schedule->>'kind' = 'later' and c.schedule->>'at' >= ${query.from}
            and c.schedule->>'at' <= ${lastLocal})
          or (c.schedule->>'kind' = 'recurring' and c.schedule->>'at' <= ${lastLocal}
            and coalesce(c.schedule->>'until', '9999-12-31') >= ${query.from})
        )
      order by c.id
      limit ${PLANNER_LIMITS.itemsMax}`.execute(trx);
    const kinds = query.statuses.flatMap((status) => KIND_FILTER[status]);
    const items = rows
      .flatMap((row) => plannerItems(toPlannerRow(row), timeZone, query.from, query.to))
      .filter((item) => kinds.length === 0 || kinds.includes(item.kind))
      .sort((a, b) => a.at.localeCompare(b.at) || a.communicationId - b.communicationId)
      .slice(0, PLANNER_LIMITS.itemsMax);
    return { items, timeZone, now: localStamp(timeZone, now) };
  });
}
