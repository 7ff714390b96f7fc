import type { Selectable, Transaction } from 'kysely';
import type { ConnectorsTable, DB } from '#/db/schema.ts';
import { firstVersion, nextVersion } from '#/modules/communication-settings/index.ts';

type TTrx = Transaction<DB>;
export type TConnectorRow = Selectable<ConnectorsTable>;

export type TConnectorValues = {
  settings: Record<string, string | number | boolean>;
  secrets_sealed: Record<string, string>;
};

export function listConnectorRows(trx: TTrx): Promise<TConnectorRow[]> {
  return trx.selectFrom('connectors').selectAll().execute();
}

/** The client's connection to one connector (RLS scopes it); locked when about to change. */
export function findConnectorRow(trx: TTrx, key: string, forUpdate = false) {
  const query = trx.selectFrom('connectors').selectAll().where('connector_key', '=', key);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** A first connection; undefined when another admin's first save won the race. */
export function insertConnectorRow(
  trx: TTrx,
  clientId: number,
  key: string,
  values: TConnectorValues,
) {
  return trx
    .insertInto('connectors')
    .values({
      client_id: clientId,
      connector_key: key,
      settings: JSON.stringify(values.settings),
      secrets_sealed: JSON.stringify(values.secrets_sealed),
      updated_at: firstVersion,
    })
    .onConflict((oc) => oc.columns(['client_id', 'connector_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** New settings: the last test no longer says anything about them, so it is cleared. */
export function updateConnectorRow(trx: TTrx, key: string, values: TConnectorValues) {
  return trx
    .updateTable('connectors')
    .set({
      settings: JSON.stringify(values.settings),
      secrets_sealed: JSON.stringify(values.secrets_sealed),
      last_test_ok: null,
      last_test_response: null,
      last_tested_at: null,
      updated_at: nextVersion,
    })
    .where('connector_key', '=', key)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function recordConnectorTest(
  trx: TTrx,
  key: string,
  test: { ok: boolean; response: string },
) {
  return trx
    .updateTable('connectors')
    .set({ last_test_ok: test.ok, last_test_response: test.response, last_tested_at: new Date() })
    .where('connector_key', '=', key)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteConnectorRow(trx: TTrx, key: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('connectors')
    .where('connector_key', '=', key)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
