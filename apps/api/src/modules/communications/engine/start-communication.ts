import { sql } from 'kysely';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { withTenant } from '#/db/tenant.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { nextRunAt } from './recurrence.ts';
import { lockCommunication, runHasPending } from './run-state.ts';
import { enqueueRun, type TSendJob } from './send-queue.ts';

/**
 * Called once a communication may send: launched without an approval step (compose), approved
 * (approval), or resumed after a pause (list actions). It works out the next run from the
 * schedule (client time zone), sets the status (Scheduled or Sending) and next_run_at, and
 * queues the run; it runs its own tenant transaction, so callers call it after theirs has
 * committed. Idempotent: calling it twice queues one run (the job's singleton key).
 *
 * A run with messages still waiting (a pause mid-send) is resumed, not started again. A new
 * run of a series that already ran is Recurring until it starts, so "Sending" with runs behind
 * it always means a run under way (the sweep relies on that).
 */
export async function startCommunication(
  deps: TCommunicationDeps,
  clientId: number,
  communicationId: number,
  now: Date = new Date(),
): Promise<void> {
  const planned = await withTenant(deps.db, { clientId }, async (trx) => {
    const found = await lockCommunication(trx, clientId, communicationId);
    if (!found || found.archived) return undefined;
    let job: TSendJob;
    let at: Date;
    let status: number;
    if (await runHasPending(trx, clientId, communicationId, found.runNo)) {
      job = { clientId, communicationId, run: found.runNo };
      at = now;
      status = STATUS.sending;
    } else {
      const next = nextRunAt(found.schedule, found.timeZone, found.runNo, now);
      if (next === null) return undefined;
      job = { clientId, communicationId, run: found.runNo + 1 };
      at = next;
      const due = next.getTime() <= now.getTime();
      status = found.runNo > 0 ? STATUS.recurring : due ? STATUS.sending : STATUS.scheduled;
    }
    await trx
      .updateTable('communications')
      .set({
        status,
        next_run_at: at,
        scheduled_at: sql`coalesce(scheduled_at, ${at})`,
        last_error: null,
        updated_at: new Date(),
      })
      .where('client_id', '=', clientId)
      .where('id', '=', communicationId)
      .execute();
    return { job, at };
  });
  if (planned && deps.queue) await enqueueRun(deps.queue, planned.job, planned.at);
}
