import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import {
  INVOICE_MSG,
  type TInvoiceDetail,
  type TInvoiceSummary,
} from '@resonate/contracts/billing/invoices';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { findInvoicePayment } from '#/modules/billing/index.ts';
import {
  creditedByLine,
  findCreditNotes,
  findInvoice,
  findInvoices,
  findLines,
} from './invoice-repository.ts';
import { detailOf, summaryOf } from './invoice-view.ts';

type TDeps = Pick<FastifyInstance, 'db'>;

/** POST Invoice/GetInvoices: the client's invoices and credit notes, filtered and paged. */
export async function getInvoices(
  deps: TDeps,
  clientId: number,
  filter: {
    period?: string;
    status?: 'paid' | 'due' | 'overdue';
    pageNo: number;
    pageSize: number;
  },
  now = new Date(),
): Promise<{ invoices: TInvoiceSummary[]; total: number }> {
  return withTenant(deps.db, { clientId }, async (trx) => {
    const { rows, total } = await findInvoices(trx, filter, now);
    return { invoices: rows.map((row) => summaryOf(row, now)), total };
  });
}

/** One document with its lines and credit notes; RLS makes another client's id a 404. */
export async function loadInvoiceDetail(
  trx: Transaction<DB>,
  invoiceId: number,
  now = new Date(),
): Promise<TInvoiceDetail> {
  const row = await findInvoice(trx, invoiceId);
  if (!row) throw new AppError('NOT_FOUND', INVOICE_MSG.notFound);
  const [lines, notes, credited, payment] = await Promise.all([
    findLines(trx, invoiceId),
    findCreditNotes(trx, invoiceId),
    creditedByLine(trx, invoiceId),
    findInvoicePayment(trx, row),
  ]);
  return detailOf(row, lines, notes, credited, now, payment);
}

export async function getInvoice(
  deps: TDeps,
  clientId: number,
  invoiceId: number,
): Promise<TInvoiceDetail> {
  return withTenant(deps.db, { clientId }, (trx) => loadInvoiceDetail(trx, invoiceId));
}
