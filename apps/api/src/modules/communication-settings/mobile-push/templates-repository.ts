import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { DB, MobilePushTemplatesTable } from '#/db/schema.ts';
import { firstVersion, nextVersion } from '../channel-common/scope.ts';

type TTrx = Transaction<DB>;
export type TTemplateRow = Selectable<MobilePushTemplatesTable>;
export type TTemplateValues = Omit<
  Insertable<MobilePushTemplatesTable>,
  'client_id' | 'id' | 'app_id' | 'created_at' | 'updated_at'
>;

export function listTemplateRows(trx: TTrx, appId: number, name?: string): Promise<TTemplateRow[]> {
  let query = trx.selectFrom('mobile_push_templates').selectAll().where('app_id', '=', appId);
  if (name !== undefined) query = query.where(sql<string>`lower(name)`, '=', name.toLowerCase());
  return query
    .orderBy(sql`lower(name)`)
    .orderBy('language')
    .execute();
}

export function findTemplateRow(trx: TTrx, id: number, forUpdate = false) {
  const query = trx.selectFrom('mobile_push_templates').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Whether the app has another template of this name in this language. */
export async function templateTaken(
  trx: TTrx,
  appId: number,
  name: string,
  language: string,
  exceptId?: number,
): Promise<boolean> {
  let query = trx
    .selectFrom('mobile_push_templates')
    .select('id')
    .where('app_id', '=', appId)
    .where('language', '=', language)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function countTemplateRows(trx: TTrx, appId: number): Promise<number> {
  const row = await trx
    .selectFrom('mobile_push_templates')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('app_id', '=', appId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertTemplateRow(
  trx: TTrx,
  clientId: number,
  appId: number,
  values: TTemplateValues,
) {
  return trx
    .insertInto('mobile_push_templates')
    .values({ client_id: clientId, app_id: appId, ...values, updated_at: firstVersion })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateTemplateRow(trx: TTrx, id: number, values: TTemplateValues) {
  return trx
    .updateTable('mobile_push_templates')
    .set({ ...values, updated_at: nextVersion })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteTemplateRow(trx: TTrx, id: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('mobile_push_templates')
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
