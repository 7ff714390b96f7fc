import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/**
 * withTenant (db/tenant.ts) for the send gate's writes, one round trip shorter: BEGIN and the
 * tenant setting travel as one simple query, then the gate's statement, then COMMIT. The gate
 * writes once per few messages and waits for each write before the next handoff, so its round
 * trips are its cost. Same guarantees: the setting is LOCAL to the transaction (gone at COMMIT
 * or ROLLBACK), so the pooled connection goes back with no tenant. The client id is written
 * into the text, which is why it must be a positive integer.
 */
export async function withTenantWrite<T>(
  db: Kysely<DB>,
  clientId: number,
  fn: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(clientId) || clientId <= 0) {
    throw new Error('withTenantWrite: clientId must be a positive integer');
  }
  return db.connection().execute(async (connection) => {
    await sql
      .raw(
        `begin; select set_config('app.client_id', '${clientId}', true),` +
          ` set_config('app.department_id', '', true)`,
      )
      .execute(connection);
    try {
      // One connection inside BEGIN is what a Transaction is; the gate never nests or savepoints.
      const result = await fn(connection as unknown as Transaction<DB>);
      await sql.raw('commit').execute(connection);
      return result;
    } catch (error) {
      await sql
        .raw('rollback')
        .execute(connection)
        .catch(() => undefined);
      throw error;
    }
  });
}
