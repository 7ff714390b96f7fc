import {
  runMessageFold,
  runThresholdCheck,
  runUsageSnapshot,
} from '#/modules/consumption/index.ts';
import type { TWorkerDeps } from './workers.ts';

/**
 * Job definitions of usage metering (issue 11): every minute the fold of newly sent messages
 * into usage_daily (and the thresholds of the clients that sent); every hour every client's
 * thresholds; every day the levels (contacts, storage, database share: the share scans the big
 * tables once, so once a day). pg-boss's cron makes one job per slot across every process;
 * each pass is safe to repeat.
 */
export const USAGE_FOLD_QUEUE = 'usage-fold-v1';
export const USAGE_SNAPSHOT_QUEUE = 'usage-snapshot-v1';
export const USAGE_THRESHOLD_QUEUE = 'usage-thresholds-v1';
const EVERY_MINUTE = '* * * * *';
/** Seven past the hour: off the round minute most schedules pick. */
const HOURLY = '7 * * * *';
/** 02:37 UTC: a quiet hour. */
const DAILY = '37 2 * * *';

export async function workUsageMetering(deps: TWorkerDeps): Promise<void> {
  await deps.queue.createQueue(USAGE_FOLD_QUEUE, { retryLimit: 1, expireInSeconds: 300 });
  await deps.queue.createQueue(USAGE_SNAPSHOT_QUEUE, { retryLimit: 2, retryDelay: 300 });
  await deps.queue.createQueue(USAGE_THRESHOLD_QUEUE, { retryLimit: 1, retryDelay: 300 });
  await deps.queue.schedule(USAGE_FOLD_QUEUE, EVERY_MINUTE, null, { tz: 'UTC' });
  await deps.queue.schedule(USAGE_SNAPSHOT_QUEUE, DAILY, null, { tz: 'UTC' });
  await deps.queue.schedule(USAGE_THRESHOLD_QUEUE, HOURLY, null, { tz: 'UTC' });
  await deps.queue.work(USAGE_FOLD_QUEUE, { batchSize: 1 }, async () => {
    const clientIds = await runMessageFold(deps);
    if (clientIds.length > 0) deps.log.debug({ clients: clientIds.length }, 'usage folded');
  });
  await deps.queue.work(USAGE_SNAPSHOT_QUEUE, { batchSize: 1 }, async () => {
    await runUsageSnapshot(deps);
  });
  await deps.queue.work(USAGE_THRESHOLD_QUEUE, { batchSize: 1 }, async () => {
    await runThresholdCheck(deps);
  });
  // A worker that starts folds and takes today's levels at once instead of waiting for the
  // next slot; several workers starting together queue one of each between them.
  for (const queue of [USAGE_FOLD_QUEUE, USAGE_SNAPSHOT_QUEUE]) {
    await deps.queue.send(queue, null, { singletonKey: 'worker-start', singletonSeconds: 600 });
  }
}
