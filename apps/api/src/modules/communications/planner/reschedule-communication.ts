import { sql } from 'kysely';
import { LIST_ACTION_MSG } from '@resonate/contracts/campaigns/communication-list';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import {
  COMM_MSG,
  COMMUNICATION_LIMITS,
  type TSchedule,
} from '@resonate/contracts/campaigns/communications';
import { PLANNER_MSG, type TPlannerItem } from '@resonate/contracts/campaigns/planner';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { parseLocalDateTime, zonedInstant } from '../engine/client-clock.ts';
import { startCommunication } from '../engine/start-communication.ts';
import { enqueueRun } from '../engine/send-queue.ts';
import { departmentScope } from '../department-scope.ts';
import type { TListScope, TTrx } from '../list/communication-rows.ts';
import { clientTimeZone, toPlannerRow } from './get-planner.ts';
import { isMovable, plannerItems } from './planner-items.ts';

const DAY_MS = 86_400_000;

/** The schedule moved to `at`: a series keeps its rhythm (its end moves by as many days). */
export function movedSchedule(schedule: TSchedule, at: string): TSchedule {
  if (schedule.kind !== 'recurring') return { kind: 'later', at };
  if (schedule.until === undefined) return { ...schedule, at };
  const shift =
    Date.parse(`${at.slice(0, 10)}T00:00:00Z`) -
    Date.parse(`${schedule.at.slice(0, 10)}T00:00:00Z`);
  const until = new Date(Date.parse(`${schedule.until}T00:00:00Z`) + shift)
    .toISOString()
    .slice(0, 10);
  return { ...schedule, at, until };
}

async function selectRow(trx: TTrx, scope: TListScope, id: number, lock: boolean) {
  const { rows } = await sql<Parameters<typeof toPlannerRow>[0] & { archived: boolean }>`
    select c.id, c.name, c.channel_id, c.status, c.schedule, c.run_no, c.started_at,
      c.scheduled_at, c.next_run_at, c.archived_at is not null as archived
    from communications c
    where c.client_id = ${scope.clientId} and c.id = ${id} ${departmentScope(scope)}
    ${lock ? sql`for update` : sql``}`.execute(trx);
  return rows[0];
}

/**
 * POST Communication/RescheduleCommunication: moves a draft (or rejected) communication's
 * schedule, or a scheduled one that has not started, to a client-local time in the future.
 * A scheduled one is queued again through the engine; the job queued for the old time finds
 * next_run_at later than its own time and does nothing (run-communication.ts), and the new
 * time gets its own job (a distinct key: the old one still holds the run's key).
 */
export async function rescheduleCommunication(
  deps: TCommunicationDeps,
  scope: TListScope,
  request: { communicationId: number; at: string },
  now: Date = new Date(),
): Promise<TPlannerItem> {
  const id = request.communicationId;
  const moved = await withTenant(deps.db, { clientId: scope.clientId }, async (trx) => {
    const row = await selectRow(trx, scope, id, true);
    if (!row) throw new AppError('NOT_FOUND', COMM_MSG.notFound);
    if (row.archived) throw new AppError('CONFLICT', LIST_ACTION_MSG.archivedReadOnly);
    if (!isMovable(toPlannerRow(row))) throw new AppError('CONFLICT', PLANNER_MSG.notMovable);
    const timeZone = await clientTimeZone(trx, scope.clientId);
    const instant = zonedInstant(timeZone, parseLocalDateTime(request.at));
    if (instant.getTime() <= now.getTime()) {
      throw new AppError('BAD_REQUEST', COMM_MSG.scheduleInPast, {
        errors: { at: COMM_MSG.scheduleInPast },
      });
    }
    if (instant.getTime() > now.getTime() + COMMUNICATION_LIMITS.scheduleDaysAheadMax * DAY_MS) {
      throw new AppError('BAD_REQUEST', COMM_MSG.scheduleTooFar, {
        errors: { at: COMM_MSG.scheduleTooFar },
      });
    }
    const schedule = movedSchedule(row.schedule, request.at);
    const scheduled = row.status === STATUS.scheduled;
    await trx
      .updateTable('communications')
      .set({
        schedule: JSON.stringify(schedule),
        ...(scheduled ? { scheduled_at: instant, next_run_at: instant } : {}),
        updated_at: new Date(),
      })
      .where('client_id', '=', scope.clientId)
      .where('id', '=', id)
      .execute();
    return { scheduled, instant, timeZone };
  });
  if (moved.scheduled) {
    await startCommunication(deps, scope.clientId, id, now);
    if (deps.queue) {
      const job = { clientId: scope.clientId, communicationId: id, run: 1 };
      await enqueueRun(deps.queue, job, moved.instant, `at-${moved.instant.getTime()}`);
    }
  }
  return withTenant(deps.db, { clientId: scope.clientId }, async (trx) => {
    const row = await selectRow(trx, scope, id, false);
    if (!row) throw new AppError('NOT_FOUND', COMM_MSG.notFound);
    const day = request.at.slice(0, 10);
    const item = plannerItems(toPlannerRow(row), moved.timeZone, day, day)[0];
    if (!item) throw new AppError('NOT_FOUND', COMM_MSG.notFound);
    return item;
  });
}
