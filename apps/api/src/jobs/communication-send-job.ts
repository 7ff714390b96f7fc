import {
  ZSendJobSchema,
  COMMUNICATION_SEND_QUEUE,
  enqueueRun,
  ensureSendQueue,
  type TSendJob,
} from '#/modules/communications/index.ts';
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
      const { runCommunication } = await import('#/modules/communications/index.ts');
      const run = ZSendJobSchema.parse(job.data);
      // Which process took which run: with several workers, the log is how an operator knows.
      deps.log.info(run, 'communication run started');
      const result = await runCommunication(deps, run, { signal: deps.shutdown.stopping });
      deps.log.info({ ...job.data, result }, 'communication run');
      // This worker is stopping: the run continues on another one at once (the lock is free).
      if (result === 'handedBack') await enqueueRun(deps.queue, run, undefined, 'handed-back');
    },
  );
  await deps.queue.work(COMMUNICATION_SWEEP_QUEUE, async () => {
    const { runDueCommunications } = await import('#/modules/communications/index.ts');
    await runDueCommunications(deps);
  });
  // Workers starting together sweep once; a worker started after a crash sweeps at once
  // (the crashed run is due), unless another worker started in the same few seconds.
  await deps.queue.send(COMMUNICATION_SWEEP_QUEUE, null, {
    singletonKey: 'worker-start',
    singletonSeconds: 5,
  });
}
