import type { PgBoss } from 'pg-boss';
import { z } from 'zod';

/**
 * Job definitions of transactional messages: one send per accepted message, and a follow-up
 * per client that announces the states reports bring later (delivered, bounced, opened ...).
 */
export const TRANSACTIONAL_SEND_QUEUE = 'transactional-send-v1';
export const TRANSACTIONAL_FOLLOW_UP_QUEUE = 'transactional-follow-up-v1';

export const ZTransactionalSendJobSchema = z.object({
  clientId: z.number().int().positive(),
  id: z.uuid(),
});
export type TTransactionalSendJob = z.infer<typeof ZTransactionalSendJobSchema>;

export const ZTransactionalFollowUpJobSchema = z.object({ clientId: z.number().int().positive() });
export type TTransactionalFollowUpJob = z.infer<typeof ZTransactionalFollowUpJobSchema>;

/** How long after a pass the follow-up looks again. */
export const FOLLOW_UP_SECONDS = 60;

const ensured = new WeakSet<PgBoss>();

export async function ensureTransactionalQueues(queue: PgBoss): Promise<void> {
  if (ensured.has(queue)) return;
  // notify: a worker wakes on a new message at once (the accept-to-handoff time).
  await queue.createQueue(TRANSACTIONAL_SEND_QUEUE, {
    notify: true,
    retryLimit: 5,
    retryDelay: 30,
  });
  // short: one follow-up waits per client however many messages ask for one.
  await queue.createQueue(TRANSACTIONAL_FOLLOW_UP_QUEUE, { policy: 'short', retryLimit: 2 });
  ensured.add(queue);
}

/** Queues the send of one accepted message, now or at its retry time. */
export async function enqueueTransactionalSend(
  queue: PgBoss,
  job: TTransactionalSendJob,
  startAfter?: Date,
): Promise<void> {
  await ensureTransactionalQueues(queue);
  await queue.send(TRANSACTIONAL_SEND_QUEUE, job, startAfter ? { startAfter } : {});
}

/** Queues the client's follow-up (one at a time per client; a second ask is a no-op). */
export async function enqueueFollowUp(queue: PgBoss, clientId: number): Promise<void> {
  await ensureTransactionalQueues(queue);
  await queue.send(
    TRANSACTIONAL_FOLLOW_UP_QUEUE,
    { clientId },
    { singletonKey: String(clientId), startAfter: FOLLOW_UP_SECONDS },
  );
}
