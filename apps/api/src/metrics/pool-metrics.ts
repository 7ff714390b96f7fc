import { Gauge } from 'prom-client';
import type pg from 'pg';
import { metricsRegistry } from './registry.ts';

/**
 * The process's live pg pools by application_name (resonate-app, resonate-jobs, resonate-bulk,
 * resonate-owner; pg-boss keeps its pool to itself). db/pool.ts registers each pool it makes; a pool that has
 * ended is dropped at the next scrape.
 */
const pools = new Map<pg.Pool, string>();

export function observePool(name: string, pool: pg.Pool): void {
  pools.set(pool, name);
}

type TPoolState = { total: number; idle: number; waiting: number; max: number };

function poolStates(): Map<string, TPoolState> {
  const byName = new Map<string, TPoolState>();
  for (const [pool, name] of pools) {
    if (pool.ended) {
      pools.delete(pool);
      continue;
    }
    const state = byName.get(name) ?? { total: 0, idle: 0, waiting: 0, max: 0 };
    state.total += pool.totalCount;
    state.idle += pool.idleCount;
    state.waiting += pool.waitingCount;
    state.max += pool.options.max ?? 10;
    byName.set(name, state);
  }
  return byName;
}

new Gauge({
  name: 'resonate_db_pool_connections',
  help: 'Connections of each database pool: in use, idle, and the pool maximum',
  labelNames: ['pool', 'state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [pool, state] of poolStates()) {
      this.set({ pool, state: 'in_use' }, state.total - state.idle);
      this.set({ pool, state: 'idle' }, state.idle);
      this.set({ pool, state: 'max' }, state.max);
    }
  },
});

new Gauge({
  name: 'resonate_db_pool_waiting_requests',
  help: 'Queries waiting for a free connection, by pool (above 0 for long: the pool is too small)',
  labelNames: ['pool'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [pool, state] of poolStates()) this.set({ pool }, state.waiting);
  },
});
