import { sql, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { TImportFile } from '@resonate/contracts/audience/imports';
import type { ContactImportsTable, DB } from '#/db/schema.ts';

export type TTrx = Transaction<DB>;
export type TImportRow = Selectable<ContactImportsTable>;
export type TImportRowWithUser = TImportRow & {
  created_by_name: string | null;
  list_name: string | null;
};
export type TAttributeRow = {
  key: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'boolean' | 'list';
  options: string[];
};

/**
 * A file as the import row keeps it: as detected, and for a file small enough for an ad-hoc
 * list its rows without the header (`dataRows`, counted at upload; older imports lack it).
 */
export type TStoredFile = TImportFile;

export function insertImportRow(
  trx: TTrx,
  values: { clientId: number; userId: number; files: TStoredFile[]; bytesTotal: number },
): Promise<TImportRow> {
  return trx
    .insertInto('contact_imports')
    .values({
      client_id: values.clientId,
      created_by: values.userId,
      files: JSON.stringify(values.files),
      bytes_total: values.bytesTotal,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One import of the tenant set on `trx`; another client's id finds nothing under RLS. */
export function findImportRow(trx: TTrx, clientId: number, importId: number, forUpdate = false) {
  const query = trx
    .selectFrom('contact_imports')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '=', importId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

function withUserName(trx: TTrx, clientId: number) {
  return trx
    .selectFrom('contact_imports as i')
    .leftJoin('users as u', (join) =>
      join.onRef('u.client_id', '=', 'i.client_id').onRef('u.id', '=', 'i.created_by'),
    )
    .leftJoin('audience_lists as l', (join) =>
      join.onRef('l.client_id', '=', 'i.client_id').onRef('l.id', '=', 'i.list_id'),
    )
    .selectAll('i')
    .select([
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as(
        'created_by_name',
      ),
      'l.name as list_name',
    ])
    .where('i.client_id', '=', clientId);
}

export function findImportWithUser(
  trx: TTrx,
  clientId: number,
  importId: number,
): Promise<TImportRowWithUser | undefined> {
  return withUserName(trx, clientId).where('i.id', '=', importId).executeTakeFirst();
}

/** One page of the client's imports, newest first (the primary key orders them). */
export function pageImportRows(
  trx: TTrx,
  clientId: number,
  page: { pageNo: number; pageSize: number },
): Promise<TImportRowWithUser[]> {
  return withUserName(trx, clientId)
    .orderBy('i.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
}

export async function countImportRows(trx: TTrx, clientId: number): Promise<number> {
  const row = await trx
    .selectFrom('contact_imports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function updateImportRow(
  trx: TTrx,
  clientId: number,
  importId: number,
  values: Updateable<ContactImportsTable>,
): Promise<TImportRow> {
  return trx
    .updateTable('contact_imports')
    .set({ ...values, updated_at: sql`now()` })
    .where('client_id', '=', clientId)
    .where('id', '=', importId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listAttributeRows(trx: TTrx, clientId: number): Promise<TAttributeRow[]> {
  return trx
    .selectFrom('contact_attributes')
    .select(['key', 'label', 'type', 'options'])
    .where('client_id', '=', clientId)
    .orderBy('position')
    .orderBy('key')
    .execute();
}
