import {
  ZSendJobSchema,
  COMMUNICATION_SEND_QUEUE,
  ensureSendQueue,
  type TSendJob,
} from '#/modules/communications/engine/send-queue.ts';
import type { TWorkerDeps } from './workers.ts';

/** The scheduler's sweep: due runs whose job got lost, and runs whose worker died. */
export const COMMUNICATION_SWEEP_QUEUE = 'communication-send-sweep-v1';
const EVERY_MINUTE = '* * * * *';

/**
 * Registers the send queue (one run at a time per worker: a run already sends with bounded
 * concurrency) and the sweep, every minute and once at start, which also resumes runs left
 * under way by a worker that died.
 */
export async function workCommunicationSends(deps: TWorkerDeps): Promise<void> {
  await ensureSendQueue(deps.queue);
  await deps.queue.createQueue(COMMUNICATION_SWEEP_QUEUE, { retryLimit: 0 });
  await deps.queue.schedule(COMMUNICATION_SWEEP_QUEUE, EVERY_MINUTE, null, { tz: 'UTC' });

  await deps.queue.work<TSendJob>(
    COMMUNICATION_SEND_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const { runCommunication } =
        await import('#/modules/communications/engine/run-communication.ts');
      const result = await runCommunication(deps, ZSendJobSchema.parse(job.data));
      deps.log.info({ ...job.data, result }, 'communication run');
    },
  );
  await deps.queue.work(COMMUNICATION_SWEEP_QUEUE, async () => {
    const { runDueCommunications } = await import('#/modules/communications/engine/run-due.ts');
    await runDueCommunications(deps);
  });
  await deps.queue.send(COMMUNICATION_SWEEP_QUEUE, null, {
    singletonKey: 'worker-start',
    singletonSeconds: 30,
  });
}
