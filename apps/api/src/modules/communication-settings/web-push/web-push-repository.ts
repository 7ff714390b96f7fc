import type { Selectable, Transaction, Updateable } from 'kysely';
import type { DB, WebPushSettingsTable } from '#/db/schema.ts';
import { firstVersion, nextVersion } from '../channel-common/scope.ts';

type TTrx = Transaction<DB>;
export type TWebPushRow = Selectable<WebPushSettingsTable>;
export type TWebPushValues = Omit<Updateable<WebPushSettingsTable>, 'client_id' | 'updated_at'>;

export function findWebPushRow(trx: TTrx, forUpdate = false) {
  const query = trx.selectFrom('web_push_settings').selectAll();
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Inserts the client's row; undefined when a concurrent first save got there first. */
export function insertWebPushRow(trx: TTrx, clientId: number, values: TWebPushValues) {
  return trx
    .insertInto('web_push_settings')
    .values({ client_id: clientId, ...values, updated_at: firstVersion })
    .onConflict((oc) => oc.column('client_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateWebPushRow(trx: TTrx, values: TWebPushValues): Promise<TWebPushRow> {
  return trx
    .updateTable('web_push_settings')
    .set({ ...values, updated_at: nextVersion })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listDomainRows(trx: TTrx) {
  return trx.selectFrom('web_push_domains').select(['id', 'domain']).orderBy('domain').execute();
}

export async function domainExists(trx: TTrx, domain: string): Promise<boolean> {
  const row = await trx
    .selectFrom('web_push_domains')
    .select('id')
    .where('domain', '=', domain)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countDomainRows(trx: TTrx): Promise<number> {
  const row = await trx
    .selectFrom('web_push_domains')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** undefined when the domain is already there (the unique key decides, race or not). */
export function insertDomainRow(trx: TTrx, clientId: number, domain: string) {
  return trx
    .insertInto('web_push_domains')
    .values({ client_id: clientId, domain })
    .onConflict((oc) => oc.columns(['client_id', 'domain']).doNothing())
    .returning(['id', 'domain'])
    .executeTakeFirst();
}

export async function deleteDomainRow(trx: TTrx, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('web_push_domains').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
