import type { TWorkerDeps } from './workers.ts';

/** OWNER: the invoices helper. Registers its queues and handlers with pg-boss. */
export async function workInvoiceClosing(_deps: TWorkerDeps): Promise<void> {}
