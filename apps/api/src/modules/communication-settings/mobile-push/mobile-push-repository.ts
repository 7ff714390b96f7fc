import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { firstVersion, nextVersion } from '../channel-common/scope.ts';

type TTrx = Transaction<DB>;
/** The table with the columns later migrations added (see schema.ts). */
type MobilePushAppsTable = DB['mobile_push_apps'];
export type TMobileAppRow = Selectable<MobilePushAppsTable>;
export type TMobileAppValues = Omit<
  Insertable<MobilePushAppsTable>,
  'client_id' | 'id' | 'created_at' | 'updated_at'
>;

export function listMobileAppRows(trx: TTrx): Promise<TMobileAppRow[]> {
  return trx.selectFrom('mobile_push_apps').selectAll().orderBy('app_name').execute();
}

/** One app of the client; another client's id finds nothing under RLS. */
export function findMobileAppRow(trx: TTrx, id: number, forUpdate = false) {
  const query = trx.selectFrom('mobile_push_apps').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Whether another app of the client has this name, whatever its case. */
export async function appNameTaken(trx: TTrx, name: string, exceptId?: number): Promise<boolean> {
  let query = trx
    .selectFrom('mobile_push_apps')
    .select('id')
    .where(sql<string>`lower(app_name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function countMobileAppRows(trx: TTrx): Promise<number> {
  const row = await trx
    .selectFrom('mobile_push_apps')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertMobileAppRow(trx: TTrx, clientId: number, values: TMobileAppValues) {
  return trx
    .insertInto('mobile_push_apps')
    .values({ client_id: clientId, ...values, updated_at: firstVersion })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateMobileAppRow(trx: TTrx, id: number, values: TMobileAppValues) {
  return trx
    .updateTable('mobile_push_apps')
    .set({ ...values, updated_at: nextVersion })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
