import { sql, type Kysely, type Transaction } from 'kysely';
import { auditActorSetting } from '#/db/audit-actor.ts';
import type { DB } from '#/db/schema.ts';

export type TTenantScope = { clientId: number; departmentId?: number };

function assertId(name: string, value: number | undefined): void {
  if (value === undefined) return;
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`withTenant: ${name} must be a positive integer`);
  }
}

/**
 * Runs `fn` in a transaction scoped to one tenant. The setting is LOCAL to the transaction
 * (set_config's third argument), so when the connection returns to the pool the next user of
 * it sees no tenant at all, and RLS then returns no rows instead of someone else's.
 */
export async function withTenant<T>(
  db: Kysely<DB>,
  scope: TTenantScope,
  fn: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  assertId('clientId', scope.clientId);
  assertId('departmentId', scope.departmentId);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('app.client_id', ${String(scope.clientId)}, true),
      set_config('app.department_id', ${String(scope.departmentId ?? '')}, true),
      set_config('app.audit_actor', ${auditActorSetting()}, true)`.execute(trx);
    return fn(trx);
  });
}
