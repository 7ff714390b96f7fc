import { sql, type Transaction } from 'kysely';
import { BULK_STATEMENT_TIMEOUT_MS } from '@resonate/contracts/resource-limits';
import type { DB } from '#/db/schema.ts';

/**
 * Raises the request pool's statement timeout (REQUEST_STATEMENT_TIMEOUT_MS) to
 * BULK_STATEMENT_TIMEOUT_MS for the rest of this transaction only (LOCAL: the pooled connection
 * is back to the request limit afterwards). For bulk work a person starts and waits for, whose
 * size grows with the audience (millions of list members). Each caller says why beside it.
 */
export async function allowBulkStatements(trx: Transaction<DB>): Promise<void> {
  await sql`select set_config('statement_timeout', ${`${BULK_STATEMENT_TIMEOUT_MS}ms`}, true)`.execute(
    trx,
  );
}
