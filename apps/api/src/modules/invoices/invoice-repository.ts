import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import type { TInvoiceRow, TLineRow } from './invoice-view.ts';

type TStatusFilter = 'paid' | 'due' | 'overdue';

function documents(trx: Transaction<DB>) {
  return trx
    .selectFrom('invoices as i')
    .leftJoin('invoices as c', (join) =>
      join.onRef('c.client_id', '=', 'i.client_id').onRef('c.id', '=', 'i.credited_invoice_id'),
    )
    .selectAll('i')
    .select('c.invoice_number as credited_number');
}

/** A page of the tenant's documents, newest first; overdue is due and past its due date. */
export async function findInvoices(
  trx: Transaction<DB>,
  filter: { period?: string; status?: TStatusFilter; pageNo: number; pageSize: number },
  now: Date,
): Promise<{ rows: TInvoiceRow[]; total: number }> {
  let query = documents(trx);
  if (filter.period) {
    query = query.where(
      sql<string>`coalesce(i.period_key, to_char(i.issued_at at time zone 'UTC', 'YYYY-MM'))`,
      '=',
      filter.period,
    );
  }
  if (filter.status === 'paid') query = query.where('i.status', '=', 'paid');
  if (filter.status === 'due') {
    query = query.where('i.status', '=', 'due').where('i.due_at', '>=', now);
  }
  if (filter.status === 'overdue') {
    query = query.where((eb) =>
      eb.or([
        eb('i.status', '=', 'overdue'),
        eb.and([eb('i.status', '=', 'due'), eb('i.due_at', '<', now)]),
      ]),
    );
  }
  const rows = await query
    .select(sql<number>`count(*) over ()`.as('total_rows'))
    .orderBy('i.issued_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize)
    .execute();
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total_rows) : 0 };
}

export async function findInvoice(
  trx: Transaction<DB>,
  invoiceId: number,
  lock = false,
): Promise<TInvoiceRow | undefined> {
  let query = documents(trx).where('i.id', '=', invoiceId);
  if (lock) query = query.forUpdate(['i']);
  return query.executeTakeFirst();
}

export async function findLines(trx: Transaction<DB>, invoiceId: number): Promise<TLineRow[]> {
  return trx
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('line_no')
    .execute();
}

export async function findCreditNotes(trx: Transaction<DB>, invoiceId: number) {
  return documents(trx)
    .where('i.credited_invoice_id', '=', invoiceId)
    .orderBy('i.issued_at')
    .orderBy('i.id')
    .execute();
}

/** How much of each line of an invoice its credit notes have credited so far (positive). */
export async function creditedByLine(
  trx: Transaction<DB>,
  invoiceId: number,
): Promise<Map<number, number>> {
  const rows = await trx
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as n', (join) =>
      join.onRef('n.client_id', '=', 'l.client_id').onRef('n.id', '=', 'l.invoice_id'),
    )
    .select(['l.credited_line_no', sql<string>`sum(-l.amount_minor)`.as('credited')])
    .where('n.credited_invoice_id', '=', invoiceId)
    .where('l.credited_line_no', 'is not', null)
    .groupBy('l.credited_line_no')
    .execute();
  return new Map(rows.map((row) => [row.credited_line_no!, Number(row.credited)]));
}
