import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';

export type TStartQueueOptions = { url: string; log: FastifyBaseLogger; max?: number };

/**
 * Starts pg-boss against the owner connection: on first start it creates and migrates its own
 * `pgboss` schema (under its advisory lock), which the app role must not be able to do.
 */
export async function startQueue(options: TStartQueueOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: options.url,
    max: options.max ?? 4,
    application_name: 'resonate-queue',
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'queue error'));
  await boss.start();
  return boss;
}
