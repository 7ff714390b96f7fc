import type { PgBoss, QueueResult } from 'pg-boss';
import { Gauge } from 'prom-client';
import { metricsRegistry } from './registry.ts';

/**
 * Queue depths and ages as pg-boss's monitor pass last counted them (every 60 s, on any
 * process running the queue): its `queue` table, read with getQueues(), so a scrape costs one
 * small query however long the queues are. Every process reports the same database-wide
 * figures: chart them with max by (queue), not sum.
 */
const sources = new Set<PgBoss>();

/** Reports `boss`'s queues until the returned function is called (the queue's close). */
export function observeQueues(boss: PgBoss): () => void {
  sources.add(boss);
  return () => sources.delete(boss);
}

/**
 * One getQueues() per scrape for both gauges: the registry collects every metric at once, so
 * the second collect joins the read the first one started.
 */
let reading: Promise<QueueResult[]> | undefined;
function queuesNow(): Promise<QueueResult[]> {
  const boss = [...sources].at(-1);
  if (!boss) return Promise.resolve([]);
  reading ??= boss
    .getQueues()
    .catch(() => [])
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

new Gauge({
  name: 'resonate_queue_jobs',
  help: 'Jobs in each pg-boss queue by state (ready, deferred, active, failed) at its last monitor pass',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const queue of await queuesNow()) {
      this.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
      this.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
      this.set({ queue: queue.name, state: 'active' }, queue.activeCount);
      this.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
    }
  },
});

new Gauge({
  name: 'resonate_queue_oldest_ready_job_age_seconds',
  help: 'How long the oldest job ready to run had waited, by queue, at the last monitor pass',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const queue of await queuesNow()) {
      this.set({ queue: queue.name }, queue.readyOldestSeconds ?? 0);
    }
  },
});
