import type pg from 'pg';
import { auditActorSetting } from '#/db/audit-actor.ts';
import type { TTenantScope } from '#/db/tenant.ts';

/**
 * withTenant() for a raw pg client from the bulk pool, for work Kysely cannot carry (COPY FROM
 * STDIN into a staging table, COPY TO STDOUT for exports). Same guarantees: one transaction,
 * the tenant set LOCAL to it, RLS in force. A client that failed mid-transaction is destroyed
 * rather than returned to the pool, since its connection may be in any state.
 */
export async function withTenantClient<T>(
  pool: pg.Pool,
  scope: TTenantScope,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(scope.clientId) || scope.clientId <= 0) {
    throw new Error('withTenantClient: clientId must be a positive integer');
  }
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('begin');
    await client.query(
      `select set_config('app.client_id', $1, true), set_config('app.department_id', $2, true),
        set_config('app.audit_actor', $3, true)`,
      [String(scope.clientId), String(scope.departmentId ?? ''), auditActorSetting()],
    );
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release(failure);
  }
}
