import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DB } from '#/db/schema.ts';
import { purgeTransactionalMessages } from '#/modules/transactional/index.ts';

/**
 * Job definition: transactional call retention (issue 28). Once a day, the rows of
 * POST /api/v1/messages older than TRANSACTIONAL_LIMITS.retentionDays (30) are deleted, every
 * tenant's: their idempotency window (24 hours) and the follow-up of their states (7 days) are
 * long over, and the answer and variables they keep may name the person.
 */
export const TRANSACTIONAL_RETENTION_QUEUE = 'transactional-retention-v1';
/** 03:29 UTC: a quiet hour, off the minutes the other daily passes pick. */
const DAILY_CRON = '29 3 * * *';

export type TTransactionalRetentionDeps = {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  queue: PgBoss;
};

export async function workTransactionalRetention(deps: TTransactionalRetentionDeps): Promise<void> {
  await deps.queue.createQueue(TRANSACTIONAL_RETENTION_QUEUE, { retryLimit: 5, retryDelay: 600 });
  await deps.queue.schedule(TRANSACTIONAL_RETENTION_QUEUE, DAILY_CRON, null, { tz: 'UTC' });
  await deps.queue.work(TRANSACTIONAL_RETENTION_QUEUE, async () => {
    const deleted = await purgeTransactionalMessages(deps.db);
    if (deleted > 0) deps.log.info({ deleted }, 'transactional calls past retention deleted');
  });
}
