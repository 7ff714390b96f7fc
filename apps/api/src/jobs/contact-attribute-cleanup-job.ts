import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DB } from '#/db/schema.ts';

/**
 * Job definition: strip a deleted custom field's values from a client's contacts (see
 * modules/audience/contacts/strip-attribute-values.ts). One job per client and key.
 */
export const ATTRIBUTE_CLEANUP_QUEUE = 'contact-attribute-cleanup-v1';

export const ZAttributeCleanupJobSchema = z.object({
  clientId: z.number().int().positive(),
  key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
});
export type TAttributeCleanupJob = z.infer<typeof ZAttributeCleanupJobSchema>;

const ensured = new WeakSet<PgBoss>();

async function ensureQueue(queue: PgBoss) {
  if (ensured.has(queue)) return;
  await queue.createQueue(ATTRIBUTE_CLEANUP_QUEUE, { notify: true, retryLimit: 5, retryDelay: 60 });
  ensured.add(queue);
}

export async function enqueueAttributeCleanup(
  queue: PgBoss,
  job: TAttributeCleanupJob,
): Promise<void> {
  await ensureQueue(queue);
  await queue.send(ATTRIBUTE_CLEANUP_QUEUE, job, { singletonKey: `${job.clientId}:${job.key}` });
}

/** Starts the worker; the handler loads with its first job. */
export async function workAttributeCleanups(deps: {
  db: Kysely<DB>;
  queue: PgBoss;
}): Promise<void> {
  await ensureQueue(deps.queue);
  await deps.queue.work<TAttributeCleanupJob>(
    ATTRIBUTE_CLEANUP_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 5 },
    async ([job]) => {
      if (!job) return;
      const { stripAttributeValues } = await import('#/modules/audience/index.ts');
      await stripAttributeValues(deps, ZAttributeCleanupJobSchema.parse(job.data));
    },
  );
}
