import { sql, type RawBuilder } from 'kysely';

/**
 * Which of a client's contacts a statement works on: joins after `contacts c` and a condition
 * over them. A dynamic rule joins the sets its list and event conditions read (see
 * dynamic/rule-sql.ts); a plain selection has no joins.
 */
export type TContactSelection = { joins: RawBuilder<unknown>; where: RawBuilder<boolean> };

export function contactIdIn(contactIds: readonly number[]): TContactSelection {
  return { joins: sql``, where: sql<boolean>`c.id = any(${contactIds}::bigint[])` };
}

/** `from contacts c <joins> where c.client_id = $1 and <condition>`, for any select over it. */
export function selectionFrom(clientId: number, selection: TContactSelection) {
  return sql`contacts c ${selection.joins}
    where c.client_id = ${clientId} and ${selection.where}`;
}
