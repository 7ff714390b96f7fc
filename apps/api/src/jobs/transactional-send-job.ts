import {
  TRANSACTIONAL_FOLLOW_UP_QUEUE,
  TRANSACTIONAL_SEND_QUEUE,
  ZTransactionalFollowUpJobSchema,
  ZTransactionalSendJobSchema,
  ensureTransactionalQueues,
} from '#/modules/transactional/index.ts';
import type { TWorkerDeps } from './workers.ts';

/** Messages per fetch: one sender (one SMTP pool) serves a client's channel in a batch. */
const BATCH_SIZE = 50;

/**
 * Transactional messages (issue 28, item 3): the send queue, worked in batches grouped by
 * client, and the per-client follow-up that announces later states to webhooks.
 */
export async function workTransactionalMessages(deps: TWorkerDeps): Promise<void> {
  await ensureTransactionalQueues(deps.queue);
  await deps.queue.work(
    TRANSACTIONAL_SEND_QUEUE,
    { batchSize: BATCH_SIZE, pollingIntervalSeconds: 1 },
    async (jobs) => {
      const { sendAccepted } = await import('#/modules/transactional/index.ts');
      const byClient = new Map<number, string[]>();
      for (const job of jobs) {
        const { clientId, id } = ZTransactionalSendJobSchema.parse(job.data);
        byClient.set(clientId, [...(byClient.get(clientId) ?? []), id]);
      }
      await Promise.all([...byClient].map(([clientId, ids]) => sendAccepted(deps, clientId, ids)));
    },
  );
  await deps.queue.work(TRANSACTIONAL_FOLLOW_UP_QUEUE, async ([job]) => {
    if (!job) return;
    const { followUp } = await import('#/modules/transactional/index.ts');
    await followUp(deps, ZTransactionalFollowUpJobSchema.parse(job.data).clientId);
  });
}
