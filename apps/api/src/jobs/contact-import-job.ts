import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DB } from '#/db/schema.ts';
import type { TAppConfig } from '#/secrets.ts';
import type { TShutdown } from './shutdown.ts';

/**
 * Job definition: one run of one CSV import (payload: the import; the files, mapping and mode
 * are in its contact_imports row). pg-boss delivers at least once, and a worker can die
 * mid-import, so the run claims the import under a session advisory lock: a second delivery
 * finds it claimed (or done) and stops. The whole import is one transaction, so a dead
 * worker leaves nothing half merged; its import stays 'running' with no lock holder, which
 * the recovery sweep (at worker start and every minute) re-queues or, after a few tries,
 * marks failed.
 */
export const CONTACT_IMPORT_QUEUE = 'contact-import-v1';

export const ZContactImportJobSchema = z.object({
  clientId: z.number().int().positive(),
  importId: z.number().int().positive(),
});
export type TContactImportJob = z.infer<typeof ZContactImportJobSchema>;

export type TContactImportWorkerDeps = {
  db: Kysely<DB>;
  bulkPool: pg.Pool;
  config: TAppConfig;
  log: FastifyBaseLogger;
  queue: PgBoss;
  /** A run still going at the shutdown deadline is rolled back and queued again. */
  shutdown?: TShutdown;
};

/** How often a worker looks for imports whose worker died. */
const RECOVERY_INTERVAL_MS = 60_000;

const ensured = new WeakSet<PgBoss>();

async function ensureQueue(queue: PgBoss) {
  if (ensured.has(queue)) return;
  // The run itself notices a dead worker (the sweep); pg-boss's heartbeat is the second net
  // for a worker that hangs, and its expiry bounds a run (ten 1 GiB files, generously).
  await queue.createQueue(CONTACT_IMPORT_QUEUE, {
    notify: true,
    retryLimit: 2,
    retryDelay: 10,
    heartbeatSeconds: 60,
    expireInSeconds: 6 * 60 * 60,
  });
  ensured.add(queue);
}

/**
 * Queues a run. A second delivery is harmless (the run claims the import first); recovery
 * passes `throttleSeconds` so a sweep every minute queues at most one job per import per
 * that window.
 */
export async function enqueueContactImport(
  queue: PgBoss,
  job: TContactImportJob,
  throttleSeconds?: number,
): Promise<void> {
  await ensureQueue(queue);
  await queue.send(
    CONTACT_IMPORT_QUEUE,
    job,
    throttleSeconds
      ? { singletonKey: `${job.clientId}:${job.importId}`, singletonSeconds: throttleSeconds }
      : {},
  );
}

/** Starts the worker (one import at a time per process) and the recovery sweep. */
export async function workContactImports(deps: TContactImportWorkerDeps): Promise<void> {
  await ensureQueue(deps.queue);
  const recover = async () => {
    try {
      const { recoverImports } = await import('#/modules/audience/index.ts');
      await recoverImports(deps);
    } catch (error) {
      deps.log.error({ err: error }, 'import recovery sweep failed');
    }
  };
  await deps.queue.work<TContactImportJob>(
    CONTACT_IMPORT_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const { runImport } = await import('#/modules/audience/index.ts');
      await runImport(deps, ZContactImportJobSchema.parse(job.data));
    },
  );
  await recover();
  const timer = setInterval(() => void recover(), RECOVERY_INTERVAL_MS);
  timer.unref();
  deps.queue.once('stopped', () => clearInterval(timer));
}
