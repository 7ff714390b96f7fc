import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { DB } from '#/db/schema.ts';
import { exportCells, type TExportAttribute } from '#/modules/audience/contacts/contacts-csv.ts';
import type { TListRow } from '../list-repository.ts';

/** The temporary table a dynamic list's members are evaluated into for one export. */
export const EXPORT_IDS_TABLE = 'list_export_ids';

/**
 * The rows of a list export: the contact export's cells (so both files have the same columns,
 * neutralised in SQL), in id order. A static list reads its members; a dynamic list reads the
 * ids its rule matched, which were evaluated with bound parameters into EXPORT_IDS_TABLE.
 */
function listSelect(list: TListRow, attributes: readonly TExportAttribute[]) {
  const cells = sql.join(exportCells(attributes));
  if (list.kind === 'dynamic') {
    return sql`select ${cells} from contacts c
      join ${sql.table(EXPORT_IDS_TABLE)} x on x.id = c.id
      where c.client_id = ${list.client_id} order by c.id`;
  }
  return sql`select ${cells} from audience_list_members m
    join contacts c on c.client_id = m.client_id and c.id = m.contact_id
    where m.client_id = ${list.client_id} and m.list_id = ${list.id} order by c.id`;
}

/** Attribute keys and channel names: the only text COPY's statement may carry. */
const PLAIN_WORD = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * COPY ... TO STDOUT takes no bind parameters. Its statement holds no value from a request:
 * ids (integers), attribute keys and consent channels (plain words, checked again here) are
 * inlined; anything else is refused rather than quoted.
 */
export function listCopySql(
  db: Kysely<DB>,
  client: Pick<pg.PoolClient, 'escapeLiteral'>,
  list: TListRow,
  attributes: readonly TExportAttribute[],
): string {
  const compiled = listSelect(list, attributes).compile(db);
  const text = compiled.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = compiled.parameters[Number(n) - 1];
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    if (typeof value === 'string' && PLAIN_WORD.test(value)) return client.escapeLiteral(value);
    throw new Error('list export: unexpected value in a COPY statement');
  });
  return `copy (${text}) to stdout with (format csv)`;
}
