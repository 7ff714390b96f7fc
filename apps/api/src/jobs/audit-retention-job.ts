import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DB } from '#/db/schema.ts';
import { purgeAuditLog } from '#/modules/audit/index.ts';

/**
 * Job definition: audit log retention (issue 28, item 5). Once a day, entries older than
 * AUDIT_RETENTION_DAYS (400) are deleted, every tenant's, by a SECURITY DEFINER function as the
 * table's owner: the app role itself may only read the log.
 */
export const AUDIT_RETENTION_QUEUE = 'audit-retention-v1';
/** 03:17 UTC: a quiet hour, off the round minute other schedules pick. */
const DAILY_CRON = '17 3 * * *';

export type TAuditRetentionDeps = { db: Kysely<DB>; log: FastifyBaseLogger; queue: PgBoss };

export async function workAuditRetention(deps: TAuditRetentionDeps): Promise<void> {
  await deps.queue.createQueue(AUDIT_RETENTION_QUEUE, { retryLimit: 5, retryDelay: 600 });
  await deps.queue.schedule(AUDIT_RETENTION_QUEUE, DAILY_CRON, null, { tz: 'UTC' });
  await deps.queue.work(AUDIT_RETENTION_QUEUE, async () => {
    const deleted = await purgeAuditLog(deps.db);
    if (deleted > 0) deps.log.info({ deleted }, 'audit log entries past retention deleted');
  });
}
