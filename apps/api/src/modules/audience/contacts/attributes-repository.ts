import { sql, type Selectable, type Transaction } from 'kysely';
import type { ContactAttributesTable, DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;
export type TAttributeRow = Selectable<ContactAttributesTable>;

/** The client's custom fields in their display order. */
export function listAttributes(trx: TTrx): Promise<TAttributeRow[]> {
  return trx
    .selectFrom('contact_attributes')
    .selectAll()
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

export function findAttribute(trx: TTrx, key: string, forUpdate = false) {
  const query = trx.selectFrom('contact_attributes').selectAll().where('key', '=', key);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function insertAttribute(
  trx: TTrx,
  clientId: number,
  values: { key: string; label: string; type: TAttributeRow['type']; options: string[] },
) {
  return trx
    .insertInto('contact_attributes')
    .values({
      client_id: clientId,
      ...values,
      // New fields go last.
      position: sql<number>`coalesce((select max(position) + 1 from contact_attributes), 0)`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateAttribute(
  trx: TTrx,
  key: string,
  values: { label: string; type: TAttributeRow['type']; options: string[] },
) {
  return trx
    .updateTable('contact_attributes')
    .set(values)
    .where('key', '=', key)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteAttributeRow(trx: TTrx, key: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('contact_attributes')
    .where('key', '=', key)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether any contact has a value for the key (one of `values`, when given). */
export async function isAttributeInUse(
  trx: TTrx,
  clientId: number,
  key: string,
  values?: string[],
): Promise<boolean> {
  const match =
    values === undefined
      ? sql`attributes ? ${key}`
      : sql`attributes ->> ${key} = any(${values}::text[])`;
  const { rows } = await sql<{ found: boolean }>`select exists (
      select 1 from contacts where client_id = ${clientId} and ${match}) as found`.execute(trx);
  return rows[0]?.found ?? false;
}

/** Keys of deleted fields whose values are still being stripped: not free for a new field. */
export async function listCleanupKeys(trx: TTrx): Promise<string[]> {
  const rows = await trx.selectFrom('contact_attribute_cleanups').select('key').execute();
  return rows.map((row) => row.key);
}

export async function addCleanup(trx: TTrx, clientId: number, key: string): Promise<void> {
  await trx
    .insertInto('contact_attribute_cleanups')
    .values({ client_id: clientId, key })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeCleanup(trx: TTrx, key: string): Promise<void> {
  await trx.deleteFrom('contact_attribute_cleanups').where('key', '=', key).execute();
}

export async function maxContactId(trx: TTrx, clientId: number): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`
    select max(id) as id from contacts where client_id = ${clientId}`.execute(trx);
  return Number(rows[0]?.id ?? 0);
}

/** Removes the key from the contacts with ids in (afterId, upToId] that have it. */
export async function stripAttributeRange(
  trx: TTrx,
  clientId: number,
  key: string,
  afterId: number,
  upToId: number,
): Promise<void> {
  await sql`update contacts set attributes = attributes - ${key}::text
    where client_id = ${clientId} and id > ${afterId} and id <= ${upToId}
      and attributes ? ${key}`.execute(trx);
}
