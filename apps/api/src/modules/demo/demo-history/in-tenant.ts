import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';

/**
 * withTenant for code that runs both on its own (the CLI: a transaction per step) and inside
 * the first start's seeding transaction (then that one, with the tenant set in it).
 */
export async function inTenant<T>(
  db: Kysely<DB>,
  clientId: number,
  fn: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (!db.isTransaction) return withTenant(db, { clientId }, fn);
  await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(db);
  return fn(db as Transaction<DB>);
}
