import { sql } from 'kysely';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { withTenant } from '#/db/tenant.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { runCommunication, type TEngineOptions } from './run-communication.ts';
import { enqueueRun, type TSendJob } from './send-queue.ts';

/**
 * The scheduler's sweep (every minute and when a worker starts): every communication whose
 * next run is due, across clients (a SECURITY DEFINER function lists them; each is read in its
 * own tenant transaction). With a queue it queues the run (a job already queued for it
 * collapses by its key); without one (tests, a controllable clock) it runs them in turn.
 * This is also how a run whose worker died resumes: a run under way stays due.
 */
export async function runDueCommunications(
  deps: TCommunicationDeps,
  now: Date = new Date(),
  options: TEngineOptions = {},
): Promise<number> {
  const due = await sql<{ client_id: number; communication_id: number }>`
    select client_id, communication_id from communications_due(${now})`.execute(deps.db);
  let handled = 0;
  for (const row of due.rows) {
    const clientId = Number(row.client_id);
    const communicationId = Number(row.communication_id);
    const job = await jobOf(deps, clientId, communicationId);
    if (!job) continue;
    handled += 1;
    if (deps.queue) await enqueueRun(deps.queue, job);
    else await runCommunication(deps, job, { now: clockFrom(now), ...options });
  }
  return handled;
}

/** A clock that reads `start` now and then runs on (a test's later time, still ticking). */
function clockFrom(start: Date): () => Date {
  const skew = start.getTime() - Date.now();
  return () => new Date(Date.now() + skew);
}

/** Resume the run under way, or start the next one. */
async function jobOf(
  deps: TCommunicationDeps,
  clientId: number,
  communicationId: number,
): Promise<TSendJob | undefined> {
  const row = await withTenant(deps.db, { clientId }, (trx) =>
    trx
      .selectFrom('communications')
      .select(['status', 'run_no'])
      .where('client_id', '=', clientId)
      .where('id', '=', communicationId)
      .executeTakeFirst(),
  );
  if (!row) return undefined;
  const underWay =
    row.run_no > 0 &&
    (row.status === STATUS.sending ||
      row.status === STATUS.waiting_window ||
      row.status === STATUS.throttled);
  return { clientId, communicationId, run: underWay ? row.run_no : row.run_no + 1 };
}
