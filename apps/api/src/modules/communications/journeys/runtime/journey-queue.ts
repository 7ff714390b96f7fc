import type { PgBoss } from 'pg-boss';

/** The journeys' tick: scheduled every minute, and queued after a change so it starts at once. */
export const JOURNEY_TICK_QUEUE = 'journey-tick-v1';

/** Asks for a tick soon (jobs sent within the same few seconds collapse into one). */
export async function requestTick(queue: PgBoss | undefined): Promise<void> {
  if (!queue) return;
  await queue.send(JOURNEY_TICK_QUEUE, null, { singletonKey: 'after-change', singletonSeconds: 2 });
}
