import type { Selectable, Transaction } from 'kysely';
import type { DB, VmsSettingsTable } from '#/db/schema.ts';
import { firstVersion, nextVersion } from '../channel-common/scope.ts';

type TTrx = Transaction<DB>;
export type TVmsRow = Selectable<VmsSettingsTable>;

export type TVmsValues = {
  provider: string;
  caller_id: string;
  account_id: string;
  auth_token_sealed: string;
  callback_url: string;
  api_base_url: string;
};

export function listVmsRows(trx: TTrx): Promise<TVmsRow[]> {
  return trx.selectFrom('vms_settings').selectAll().orderBy('id').execute();
}

/** One account of the client; another client's id finds nothing under RLS. */
export function findVmsRow(trx: TTrx, id: number, forUpdate = false) {
  const query = trx.selectFrom('vms_settings').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function countVmsRows(trx: TTrx): Promise<number> {
  const row = await trx
    .selectFrom('vms_settings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertVmsRow(trx: TTrx, clientId: number, values: TVmsValues): Promise<TVmsRow> {
  return trx
    .insertInto('vms_settings')
    .values({ client_id: clientId, ...values, updated_at: firstVersion })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateVmsRow(trx: TTrx, id: number, values: TVmsValues): Promise<TVmsRow> {
  return trx
    .updateTable('vms_settings')
    .set({ ...values, updated_at: nextVersion })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
