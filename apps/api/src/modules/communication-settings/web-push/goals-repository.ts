import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { DB, WebPushGoalsTable } from '#/db/schema.ts';
import { firstVersion, nextVersion } from '../channel-common/scope.ts';

type TTrx = Transaction<DB>;
export type TWebPushGoalRow = Selectable<WebPushGoalsTable>;
export type TWebPushGoalValues = Omit<
  Insertable<WebPushGoalsTable>,
  'client_id' | 'id' | 'created_at' | 'updated_at'
>;

export function listGoalRows(trx: TTrx, kind?: 'url' | 'event'): Promise<TWebPushGoalRow[]> {
  let query = trx.selectFrom('web_push_goals').selectAll();
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('name').execute();
}

export function findGoalRow(trx: TTrx, id: number, forUpdate = false) {
  const query = trx.selectFrom('web_push_goals').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function goalNameTaken(trx: TTrx, name: string, exceptId?: number): Promise<boolean> {
  let query = trx
    .selectFrom('web_push_goals')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function countGoalRows(trx: TTrx): Promise<number> {
  const row = await trx
    .selectFrom('web_push_goals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertGoalRow(trx: TTrx, clientId: number, values: TWebPushGoalValues) {
  return trx
    .insertInto('web_push_goals')
    .values({ client_id: clientId, ...values, updated_at: firstVersion })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateGoalRow(trx: TTrx, id: number, values: TWebPushGoalValues) {
  return trx
    .updateTable('web_push_goals')
    .set({ ...values, updated_at: nextVersion })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteGoalRow(trx: TTrx, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('web_push_goals').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
