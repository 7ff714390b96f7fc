import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { TUntypedDb } from '#/db/pool.ts';

export type TSeedLogLine = { fields: object; message: string };

/**
 * Seeds the demo tenant with its history (a first start only) in a worker thread. Writing six
 * months of history through ingestion grows the heap to about 260 MB, and V8 keeps a grown heap
 * for the life of the process: a server that seeded carried some 110 MB more for good than
 * the same server restarted (411 against 292 MB), which was most of the headroom of a large
 * import under its 512 MB limit. A worker's heap is freed when it ends. Later starts find the
 * clients and spawn nothing.
 */
export async function seedDemoInWorker(
  ownerDb: TUntypedDb,
  ownerUrl: string,
  log: Pick<FastifyBaseLogger, 'info'>,
  /** Seals the demo sending domain's DKIM key (see demo-sending.ts). */
  appSecret: string,
): Promise<void> {
  const { rows } = await sql<{ seeded: boolean }>`
    select exists (select 1 from clients) as seeded`.execute(ownerDb);
  if (rows[0]?.seeded) return;
  const worker = new Worker(new URL('./seed-worker.ts', import.meta.url), {
    workerData: { ownerUrl, appSecret },
  });
  worker.on('message', (line: TSeedLogLine) => log.info(line.fields, line.message));
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`demo seeding stopped (${code})`)),
    );
  });
}
