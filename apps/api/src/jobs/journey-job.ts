import { JOURNEY_TICK_QUEUE } from '#/modules/communications/index.ts';
import type { TWorkerDeps } from './workers.ts';

const EVERY_MINUTE = '* * * * *';

/**
 * The journeys' tick: every minute (waits end, date triggers, events, list joins), once when a
 * worker starts (entries left mid-way by a worker that died) and after every start or resume.
 */
export async function workJourneyTicks(deps: TWorkerDeps): Promise<void> {
  await deps.queue.createQueue(JOURNEY_TICK_QUEUE, { retryLimit: 0 });
  await deps.queue.schedule(JOURNEY_TICK_QUEUE, EVERY_MINUTE, null, { tz: 'UTC' });
  await deps.queue.work(JOURNEY_TICK_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    const { tickJourneys } = await import('#/modules/communications/index.ts');
    const result = await tickJourneys(deps, new Date(), deps.shutdown.stopping);
    if (result.entered > 0 || result.moved > 0) deps.log.info(result, 'journey tick');
  });
  await deps.queue.send(JOURNEY_TICK_QUEUE, null, {
    singletonKey: 'worker-start',
    singletonSeconds: 30,
  });
}
