import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { observeQueues } from '#/metrics/queue-metrics.ts';
import { instrumentQueue } from './instrument-queue.ts';

export type TStartQueueOptions = {
  url: string;
  log: FastifyBaseLogger;
  max?: number;
  /**
   * False in an API process that leaves jobs to `npm run worker` (RUN_WORKER=false): it only
   * sends jobs, so it takes no part in the cron passes nor in maintenance (the workers do).
   */
  works?: boolean;
};

/**
 * Starts pg-boss against the owner connection: on first start it creates and migrates its own
 * `pgboss` schema (under its advisory lock), which the app role must not be able to do.
 *
 * Every process that works jobs takes part in scheduling. pg-boss makes that safe: each cron
 * pass is claimed by one instance (an UPDATE on its version row that only one wins per
 * interval), and each occurrence is filed under a singleton key for its minute slot, so any
 * number of workers create one job per scheduled period (scheduled-once.test.ts).
 */
export async function startQueue(options: TStartQueueOptions): Promise<PgBoss> {
  const works = options.works ?? true;
  const boss = new PgBoss({
    connectionString: options.url,
    max: options.max ?? 4,
    application_name: 'resonate-queue',
    schedule: works,
    supervise: works,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'queue error'));
  // Request ids into job data, job and request ids into job logs, job timings; queue depths
  // into the metrics while it runs (jobs/instrument-queue.ts, metrics/queue-metrics.ts).
  instrumentQueue(boss);
  boss.once('stopped', observeQueues(boss));
  await boss.start();
  return boss;
}
