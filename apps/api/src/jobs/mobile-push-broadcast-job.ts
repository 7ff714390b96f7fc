import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DB } from '#/db/schema.ts';
import type { TAppConfig } from '#/secrets.ts';

/**
 * Job definition: one mobile push broadcast, sent to every active device of its app. The
 * broadcast row is claimed (queued -> running) before sending, so a job pg-boss hands out twice
 * finds it claimed and stops.
 */
export const MOBILE_PUSH_BROADCAST_QUEUE = 'mobile-push-broadcast-v1';

export const ZMobilePushBroadcastJobSchema = z.object({
  clientId: z.number().int().positive(),
  broadcastId: z.number().int().positive(),
});
export type TMobilePushBroadcastJob = z.infer<typeof ZMobilePushBroadcastJobSchema>;

export type TBroadcastWorkerDeps = {
  db: Kysely<DB>;
  config: TAppConfig;
  log: FastifyBaseLogger;
  queue: PgBoss;
};

const ensured = new WeakSet<PgBoss>();

async function ensureQueue(queue: PgBoss) {
  if (ensured.has(queue)) return;
  // No retries: a retry would send again to the devices already reached.
  await queue.createQueue(MOBILE_PUSH_BROADCAST_QUEUE, { notify: true, retryLimit: 0 });
  ensured.add(queue);
}

export async function enqueueBroadcast(queue: PgBoss, job: TMobilePushBroadcastJob): Promise<void> {
  await ensureQueue(queue);
  await queue.send(MOBILE_PUSH_BROADCAST_QUEUE, job, {
    singletonKey: `${job.clientId}:${job.broadcastId}`,
  });
}

/** Starts the worker; the handler (adapters, the device walk) loads with its first job. */
export async function workMobilePushBroadcasts(deps: TBroadcastWorkerDeps): Promise<void> {
  await ensureQueue(deps.queue);
  await deps.queue.work<TMobilePushBroadcastJob>(
    MOBILE_PUSH_BROADCAST_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const { runBroadcast } = await import('#/modules/communication-settings/index.ts');
      await runBroadcast(deps, ZMobilePushBroadcastJobSchema.parse(job.data));
    },
  );
}
