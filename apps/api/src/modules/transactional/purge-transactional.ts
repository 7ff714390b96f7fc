import { sql, type Kysely } from 'kysely';
import { TRANSACTIONAL_LIMITS } from '@resonate/contracts/transactional/messages';
import type { DB } from '#/db/schema.ts';

/**
 * Deletes the calls older than the retention, every tenant's, through
 * transactional_messages_purge() (the app role sees one tenant at a time; the function never
 * deletes a call under 30 days old). Answers how many went.
 */
export async function purgeTransactionalMessages(
  db: Kysely<DB>,
  days: number = TRANSACTIONAL_LIMITS.retentionDays,
): Promise<number> {
  const { rows } = await sql<{ deleted: string }>`
    select transactional_messages_purge(${days}) as deleted`.execute(db);
  return Number(rows[0]?.deleted ?? 0);
}
