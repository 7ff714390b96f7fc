import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DB } from '#/db/schema.ts';
import type { TAppConfig } from '#/secrets.ts';

/**
 * Job definition: one attempt of one webhook delivery. The payload names the attempt, so a job
 * pg-boss hands out twice (it delivers at least once) finds its attempt already claimed and stops.
 */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery-v1';

export const ZWebhookDeliveryJobSchema = z.object({
  clientId: z.number().int().positive(),
  deliveryId: z.uuid(),
  attempt: z.number().int().min(1),
});
export type TWebhookDeliveryJob = z.infer<typeof ZWebhookDeliveryJobSchema>;

export type TWebhookWorkerDeps = {
  db: Kysely<DB>;
  config: TAppConfig;
  log: FastifyBaseLogger;
  queue: PgBoss;
};

const ensured = new WeakSet<PgBoss>();

async function ensureQueue(queue: PgBoss) {
  if (ensured.has(queue)) return;
  // notify: workers wake on a new job instead of waiting for the next poll.
  await queue.createQueue(WEBHOOK_DELIVERY_QUEUE, { notify: true, retryLimit: 2, retryDelay: 30 });
  ensured.add(queue);
}

/** Queues an attempt, now or after `delaySeconds` (the retry backoff). */
export async function enqueueWebhookDelivery(
  queue: PgBoss,
  job: TWebhookDeliveryJob,
  delaySeconds = 0,
): Promise<void> {
  await ensureQueue(queue);
  await queue.send(WEBHOOK_DELIVERY_QUEUE, job, {
    startAfter: delaySeconds,
    singletonKey: `${job.deliveryId}:${job.attempt}`,
  });
}

/** Starts the worker; the handler (HTTP, signing, the log) loads with its first job. */
export async function workWebhookDeliveries(deps: TWebhookWorkerDeps): Promise<void> {
  await ensureQueue(deps.queue);
  await deps.queue.work<TWebhookDeliveryJob>(
    WEBHOOK_DELIVERY_QUEUE,
    { batchSize: 4, pollingIntervalSeconds: 1 },
    async (jobs) => {
      const { attemptDelivery } = await import('#/modules/data-exchange/index.ts');
      // One batch in parallel: each attempt waits on a remote server, not on this process.
      await Promise.all(
        jobs.map((job) => attemptDelivery(deps, ZWebhookDeliveryJobSchema.parse(job.data))),
      );
    },
  );
}
