import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a log line should say about the work it belongs to, wherever it is logged from: the
 * request that started the work, and the job (id and queue) running it. A request's id rides
 * in the data of the jobs it sends (jobs/instrument-queue.ts), so a job's log lines name the
 * request that caused them, and jobs those jobs send keep naming it.
 */
export type TLogContext = { requestId?: string; jobId?: string; queue?: string };

const storage = new AsyncLocalStorage<TLogContext>();

export function runWithLogContext<T>(context: TLogContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentLogContext(): TLogContext | undefined {
  return storage.getStore();
}

/**
 * pino's mixin: a job's lines carry jobId, queue and the originating requestId. A request's
 * lines already carry requestId through Fastify's child logger, so nothing is added there
 * (a second requestId key would be written twice).
 */
export function jobLogFields(): Record<string, string> {
  const context = storage.getStore();
  if (!context?.jobId) return {};
  return Object.fromEntries(
    Object.entries(context).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
