import { sql, type Selectable, type Transaction } from 'kysely';
import type { TListKind } from '@resonate/contracts/audience/lists';
import type { AudienceListsTable, DB } from '#/db/schema.ts';

export type TTrx = Transaction<DB>;
export type TListRow = Selectable<AudienceListsTable>;

/** One list of the tenant set on `trx`; another client's id finds nothing under RLS. */
export function findListRow(trx: TTrx, clientId: number, listId: number, forUpdate = false) {
  const query = trx
    .selectFrom('audience_lists')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '=', listId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

type TListFilter = { kind?: TListKind; search?: string };

/** Lists of the non-dynamic tab ask for target and ad-hoc together (kind undefined). */
function filtered(trx: TTrx, clientId: number, filter: TListFilter, dynamicTab: boolean) {
  let query = trx.selectFrom('audience_lists').where('client_id', '=', clientId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  else if (!dynamicTab) query = query.where('kind', '!=', 'dynamic');
  // strpos, not LIKE: % and _ in the search text are plain characters.
  if (filter.search) {
    query = query.where(sql<boolean>`strpos(lower(name), lower(${filter.search})) > 0`);
  }
  return query;
}

export async function pageListRows(
  trx: TTrx,
  clientId: number,
  filter: TListFilter,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: TListRow[]; total: number }> {
  const dynamicTab = filter.kind === 'dynamic';
  const [rows, total] = await Promise.all([
    filtered(trx, clientId, filter, dynamicTab)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    filtered(trx, clientId, filter, dynamicTab)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Names are unique per client regardless of case (the unique index is on lower(name)). */
export async function listNameTaken(
  trx: TTrx,
  clientId: number,
  name: string,
  exceptListId?: number,
): Promise<boolean> {
  let query = trx
    .selectFrom('audience_lists')
    .select('id')
    .where('client_id', '=', clientId)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptListId !== undefined) query = query.where('id', '!=', exceptListId);
  return (await query.executeTakeFirst()) !== undefined;
}

export type TNewList = {
  name: string;
  kind: TListKind;
  source: TListRow['source'];
  rule?: unknown;
  createdBy: number;
};

export function insertListRow(trx: TTrx, clientId: number, list: TNewList): Promise<TListRow> {
  return trx
    .insertInto('audience_lists')
    .values({
      client_id: clientId,
      name: list.name,
      kind: list.kind,
      source: list.source,
      rule: list.rule === undefined ? null : JSON.stringify(list.rule),
      created_by: list.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateListRow(
  trx: TTrx,
  clientId: number,
  listId: number,
  values: { name?: string; rule?: unknown; memberCount?: number },
): Promise<TListRow> {
  return trx
    .updateTable('audience_lists')
    .set({
      ...(values.name === undefined ? {} : { name: values.name }),
      ...(values.rule === undefined ? {} : { rule: JSON.stringify(values.rule) }),
      ...(values.memberCount === undefined ? {} : { member_count: values.memberCount }),
      updated_at: sql<Date>`now()`,
    })
    .where('client_id', '=', clientId)
    .where('id', '=', listId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteListRow(trx: TTrx, clientId: number, listId: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('audience_lists')
    .where('client_id', '=', clientId)
    .where('id', '=', listId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A unique-name race lost to another request: the index is the final word. */
export function isListNameConflict(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string } | undefined;
  return pgError?.code === '23505' && pgError.constraint === 'audience_lists_name_idx';
}
