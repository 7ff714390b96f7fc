import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { observeQueues } from '#/metrics/queue-metrics.ts';
import { instrumentQueue } from './instrument-queue.ts';

export type TStartQueueOptions = { url: string; log: FastifyBaseLogger; max?: number };

/**
 * Starts pg-boss against the owner connection: on first start it creates and migrates its own
 * `pgboss` schema (under its advisory lock), which the app role must not be able to do.
 */
export async function startQueue(options: TStartQueueOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: options.url,
    max: options.max ?? 4,
    application_name: 'resonate-queue',
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'queue error'));
  // Request ids into job data, job and request ids into job logs, job timings; queue depths
  // into the metrics while it runs (jobs/instrument-queue.ts, metrics/queue-metrics.ts).
  instrumentQueue(boss);
  boss.once('stopped', observeQueues(boss));
  await boss.start();
  return boss;
}
