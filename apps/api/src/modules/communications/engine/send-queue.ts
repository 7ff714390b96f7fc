import type { PgBoss } from 'pg-boss';
import { z } from 'zod';

/**
 * Job definition: one run of one communication (payload: client, communication and the run
 * number it is for). A run number equal to the stored run_no resumes that run (after a pause,
 * a window, a throttle or a dead worker); run_no + 1 starts the next one; anything else is a
 * stale job and does nothing. pg-boss delivers at least once: the run takes a session advisory
 * lock on the communication, so a second delivery waits its turn and then finds nothing to do.
 */
export const COMMUNICATION_SEND_QUEUE = 'communication-send-v1';

export const ZSendJobSchema = z.object({
  clientId: z.number().int().positive(),
  communicationId: z.number().int().positive(),
  run: z.number().int().positive(),
});
export type TSendJob = z.infer<typeof ZSendJobSchema>;

const ensured = new WeakSet<PgBoss>();

export async function ensureSendQueue(queue: PgBoss): Promise<void> {
  if (ensured.has(queue)) return;
  await queue.createQueue(COMMUNICATION_SEND_QUEUE, {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    heartbeatSeconds: 60,
    // A run of millions of messages under a tight throttle requeues itself well before this.
    expireInSeconds: 6 * 60 * 60,
  });
  ensured.add(queue);
}

/**
 * Queues a run. The same run queued twice (a sweep, a retry, a hand-back) may make two jobs:
 * on a standard pg-boss queue a singleton key without a time window dedupes nothing. The run's
 * lock and run number make the second one answer 'busy' or 'stale' and send nothing.
 */
export async function enqueueRun(
  queue: PgBoss,
  job: TSendJob,
  startAfter?: Date,
  /** Tells apart a run's own later continuation from the job that is queueing it. */
  suffix = '',
): Promise<void> {
  await ensureSendQueue(queue);
  await queue.send(COMMUNICATION_SEND_QUEUE, job, {
    singletonKey: `${job.clientId}:${job.communicationId}:${job.run}${suffix ? `:${suffix}` : ''}`,
    ...(startAfter && startAfter.getTime() > Date.now() ? { startAfter } : {}),
  });
}
