import type { TWorkerDeps } from './workers.ts';

/** OWNER: the metering helper. Registers its queues and handlers with pg-boss. */
export async function workUsageMetering(_deps: TWorkerDeps): Promise<void> {}
