import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

const QUERY_CANCELED = '57014';

/**
 * Runs `attempt` with a statement timeout of `ms` inside a savepoint: its answer, or undefined
 * when PostgreSQL cancelled it for taking longer (the transaction is then as before). For a
 * plan that is usually instant but has slow corner cases that another plan bounds.
 */
export async function withinBudget<T>(
  trx: Transaction<DB>,
  ms: number,
  attempt: () => Promise<T>,
): Promise<T | undefined> {
  const { rows } = await sql<{ timeout: string }>`
    select current_setting('statement_timeout') as timeout`.execute(trx);
  const previous = rows[0]?.timeout ?? '0';
  await sql`savepoint budgeted`.execute(trx);
  await sql`select set_config('statement_timeout', ${`${ms}ms`}, true)`.execute(trx);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if ((error as { code?: string }).code !== QUERY_CANCELED) throw error;
    // Undoes the timeout too: it was set after the savepoint.
    await sql`rollback to savepoint budgeted`.execute(trx);
    return undefined;
  }
  await sql`select set_config('statement_timeout', ${previous}, true)`.execute(trx);
  await sql`release savepoint budgeted`.execute(trx);
  return result;
}
