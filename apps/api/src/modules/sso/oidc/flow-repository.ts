import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/** States and browser keys are stored hashed: a database read cannot finish someone's sign-in. */
export function flowHash(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Which client a callback's state belongs to (SECURITY DEFINER, before anyone is signed in). */
export async function findFlowByState(
  db: Kysely<DB>,
  state: string,
): Promise<{ clientId: number; flowId: number } | undefined> {
  const { rows } = await sql<{ client_id: number; flow_id: number }>`
    select client_id, flow_id from sso_find_flow(${flowHash(state)})`.execute(db);
  const row = rows[0];
  return row && { clientId: Number(row.client_id), flowId: Number(row.flow_id) };
}

/**
 * Spends the attempt: marks it used and returns it, or nothing when it was already used. One
 * statement, so two callbacks with the same state cannot both go on to the code exchange.
 */
export async function consumeFlow(trx: Transaction<DB>, flowId: number) {
  return trx
    .updateTable('sso_flows')
    .set({ consumed_at: new Date() })
    .where('id', '=', flowId)
    .where('consumed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Old attempts are of no use to anyone; each new attempt sweeps the tenant's expired ones. */
export async function pruneExpiredFlows(trx: Transaction<DB>): Promise<void> {
  await trx
    .deleteFrom('sso_flows')
    .where('expires_at', '<', new Date(Date.now() - 3_600_000))
    .execute();
}
