import { sql } from 'kysely';
import { selectionFrom, type TContactSelection } from './contact-selection.ts';
import type { TTrx } from './list-repository.ts';

/**
 * Adds the client's contacts of a selection to a static list; those already in are left alone.
 * Returns how many joined.
 * The caller holds the list row locked and moves member_count by the result in the same
 * transaction, so the count stays true under concurrent adds and removes.
 */
export async function insertMembersWhere(
  trx: TTrx,
  clientId: number,
  listId: number,
  selection: TContactSelection,
): Promise<number> {
  const result = await sql`
    insert into audience_list_members (client_id, list_id, contact_id)
    select c.client_id, ${listId}, c.id from ${selectionFrom(clientId, selection)}
    on conflict do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

/** Ids of the client's contacts whose email or mobile is one of the normalised values. */
export async function findContactsByIdentifiers(
  trx: TTrx,
  clientId: number,
  emails: readonly string[],
  mobiles: readonly string[],
): Promise<{ id: number; email: string | null; mobile: string | null }[]> {
  if (emails.length === 0 && mobiles.length === 0) return [];
  // Two arms, so each uses its own unique index (client_id, email) / (client_id, mobile).
  const result = await sql<{ id: number; email: string | null; mobile: string | null }>`
    select id, email, mobile from contacts
      where client_id = ${clientId} and email = any(${emails}::text[])
    union
    select id, email, mobile from contacts
      where client_id = ${clientId} and mobile = any(${mobiles}::text[])`.execute(trx);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Members already in the list among `contactIds`. */
export async function countExistingMembers(
  trx: TTrx,
  clientId: number,
  listId: number,
  contactIds: readonly number[],
): Promise<number> {
  const result = await sql<{ n: string }>`
    select count(*) as n from audience_list_members
    where client_id = ${clientId} and list_id = ${listId}
      and contact_id = any(${contactIds}::bigint[])`.execute(trx);
  return Number(result.rows[0]?.n ?? 0);
}

export async function deleteMembers(
  trx: TTrx,
  clientId: number,
  listId: number,
  contactIds: readonly number[],
): Promise<number> {
  const result = await trx
    .deleteFrom('audience_list_members')
    .where('client_id', '=', clientId)
    .where('list_id', '=', listId)
    .where(sql<boolean>`contact_id = any(${contactIds}::bigint[])`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Moves member_count by `delta` and returns the new count. */
export async function shiftMemberCount(
  trx: TTrx,
  clientId: number,
  listId: number,
  delta: number,
): Promise<number> {
  const row = await trx
    .updateTable('audience_lists')
    .set({
      member_count: sql<number>`member_count + ${delta}`,
      updated_at: sql<Date>`now()`,
    })
    .where('client_id', '=', clientId)
    .where('id', '=', listId)
    .returning('member_count')
    .executeTakeFirstOrThrow();
  return Number(row.member_count);
}
