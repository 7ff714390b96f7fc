import { sql, type Kysely } from 'kysely';
import { AUDIT_RETENTION_DAYS } from '@resonate/contracts/audit/audit-log';
import type { DB } from '#/db/schema.ts';

/**
 * Deletes entries older than the retention, every tenant's, through audit_log_purge(): the app
 * role has no DELETE on the log, and the function never deletes anything under 30 days old.
 */
export async function purgeAuditLog(
  db: Kysely<DB>,
  days: number = AUDIT_RETENTION_DAYS,
): Promise<number> {
  const { rows } = await sql<{ deleted: string }>`
    select audit_log_purge(${days}) as deleted`.execute(db);
  return Number(rows[0]?.deleted ?? 0);
}
