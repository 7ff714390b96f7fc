import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import { ABANDONED_UPLOAD_HOURS } from '@resonate/contracts/resource-limits';
import type { DB } from '#/db/schema.ts';
import { sweepImportFiles } from '#/modules/audience/index.ts';
import { sweepPartialImages } from '#/modules/communications/index.ts';
import type { TAppConfig } from '#/secrets.ts';

/**
 * Job definition: the upload sweep (issue 21, item 7), every hour and once when a worker
 * starts. It removes abandoned uploads and staging files older than a day, so they stop taking
 * the disk and the client's quota: import files (see sweepImportFiles), half-written template
 * images, and storage reservations a crashed upload left. Every step is idempotent and claims
 * its rows under their locks, so workers running it together do each thing once.
 */
export const UPLOAD_SWEEP_QUEUE = 'upload-sweep-v1';
/** 41 minutes past each hour: off the round minute other schedules pick. */
const HOURLY_CRON = '41 * * * *';

export type TUploadSweepDeps = {
  db: Kysely<DB>;
  config: TAppConfig;
  log: FastifyBaseLogger;
  queue: PgBoss;
};

export type TUploadSweepResult = {
  imports: number;
  stagingFolders: number;
  partialImages: number;
  reservations: number;
};

/** One pass; `now` is a parameter so tests can age what they made. */
export async function sweepUploads(
  deps: Pick<TUploadSweepDeps, 'db' | 'config'>,
  now = new Date(),
): Promise<TUploadSweepResult> {
  const dayAgo = new Date(now.getTime() - ABANDONED_UPLOAD_HOURS * 3_600_000);
  const { imports, stagingFolders } = await sweepImportFiles(
    { db: deps.db, dataDir: deps.config.dataDir },
    now,
  );
  const partialImages = await sweepPartialImages(deps.config.dataDir, dayAgo);
  const { rows } = await sql<{ n: number }>`
    select upload_reservations_expire(${dayAgo}) as n`.execute(deps.db);
  return { imports, stagingFolders, partialImages, reservations: Number(rows[0]?.n ?? 0) };
}

/** Schedules the hourly pass, queues one now, and works the queue. */
export async function workUploadSweep(deps: TUploadSweepDeps): Promise<void> {
  await deps.queue.createQueue(UPLOAD_SWEEP_QUEUE, { retryLimit: 3, retryDelay: 300 });
  await deps.queue.schedule(UPLOAD_SWEEP_QUEUE, HOURLY_CRON, null, { tz: 'UTC' });
  await deps.queue.work(UPLOAD_SWEEP_QUEUE, async () => {
    const result = await sweepUploads(deps);
    if (Object.values(result).some((count) => count > 0)) {
      deps.log.info(result, 'upload sweep removed abandoned files');
    }
  });
  // Several workers starting together queue one pass between them.
  await deps.queue.send(UPLOAD_SWEEP_QUEUE, null, {
    singletonKey: 'worker-start',
    singletonSeconds: 600,
  });
}
