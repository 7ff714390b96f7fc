import type { TWorkerDeps } from './workers.ts';

/** OWNER: the sending-engine helper. Registers its queues and handlers with pg-boss. */
export async function workCommunicationSends(_deps: TWorkerDeps): Promise<void> {}
