import { sql } from 'kysely';
import { raiseComplaintRateAlert } from '#/modules/communications/index.ts';
import type { TWorkerDeps } from './workers.ts';

/**
 * Job definition: the hourly complaint-rate check (issue 22, item 4). pg-boss's cron makes one
 * job per hour across every process; each client is checked in its own tenant transaction and
 * the alert remembers itself (one per quiet period), so a repeated pass raises nothing twice.
 */
export const COMPLAINT_RATE_QUEUE = 'complaint-rate-v1';
/** Twenty-three past the hour: off the round minute and the usage checks. */
const HOURLY = '23 * * * *';

export async function runComplaintRateCheck(
  deps: Omit<TWorkerDeps, 'queue' | 'bulkPool' | 'shutdown'>,
  now = new Date(),
): Promise<number> {
  const clients = await sql<{ id: string }>`select id from usage_metered_clients() as id`.execute(
    deps.db,
  );
  let raised = 0;
  for (const { id } of clients.rows) {
    try {
      if (await raiseComplaintRateAlert(deps, Number(id), now)) raised += 1;
    } catch (error) {
      deps.log.warn({ err: error, clientId: Number(id) }, 'complaint rate not checked');
    }
  }
  return raised;
}

export async function workComplaintRate(deps: TWorkerDeps): Promise<void> {
  await deps.queue.createQueue(COMPLAINT_RATE_QUEUE, { retryLimit: 1, retryDelay: 300 });
  await deps.queue.schedule(COMPLAINT_RATE_QUEUE, HOURLY, null, { tz: 'UTC' });
  await deps.queue.work(COMPLAINT_RATE_QUEUE, { batchSize: 1 }, async () => {
    const raised = await runComplaintRateCheck(deps);
    if (raised > 0) deps.log.warn({ clients: raised }, 'complaint rate alerts raised');
  });
}
