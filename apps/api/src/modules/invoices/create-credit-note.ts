import type { FastifyInstance } from 'fastify';
import {
  INVOICE_MSG,
  invoiceTotals,
  type TCreateCreditNoteRequest,
  type TInvoiceDetail,
} from '@resonate/contracts/billing/invoices';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { loadInvoiceDetail } from './get-invoices.ts';
import { findInvoice } from './invoice-repository.ts';
import { insertDocument, type TDraftLine } from './issue/insert-document.ts';

const refuse = (message: string, field = 'lines') =>
  new AppError('BAD_REQUEST', message, { errors: { [field]: message } });

/** The amounts to credit per line: what is asked, or everything still creditable. */
function creditAmounts(invoice: TInvoiceDetail, asked: TCreateCreditNoteRequest['lines']) {
  if (!asked) {
    const all = invoice.lines.filter((line) => line.creditableMinor > 0);
    if (all.length === 0) throw refuse(INVOICE_MSG.nothingToCredit, 'invoiceId');
    return all.map((line) => ({ line, amountMinor: line.creditableMinor }));
  }
  return asked.map(({ lineNo, amountMinor }) => {
    const line = invoice.lines.find((l) => l.lineNo === lineNo);
    if (!line) throw refuse(INVOICE_MSG.lineUnknown(lineNo));
    if (amountMinor > line.creditableMinor) throw refuse(INVOICE_MSG.lineTooMuch(lineNo));
    return { line, amountMinor };
  });
}

/**
 * POST Invoice/CreateCreditNote (account admins): a numbered credit note (CN-...) with negative
 * lines that reference the invoice's lines. Its discount is the invoice's share of the credited
 * amount and its tax the invoice's rate on the net, each rounded once; the note that credits the
 * last of an invoice takes exactly what is left of its totals, so an invoice and its credit notes
 * always sum to zero to the cent. A fully credited unpaid invoice becomes void.
 */
export async function createCreditNote(
  deps: Pick<FastifyInstance, 'db'>,
  auth: TAuthContext,
  body: TCreateCreditNoteRequest,
  now = new Date(),
): Promise<TInvoiceDetail> {
  if (!auth.isAccountAdmin) throw new AppError('FORBIDDEN', INVOICE_MSG.adminOnly);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    // The lock makes two credit notes of one invoice run one after the other.
    const locked = await findInvoice(trx, body.invoiceId, true);
    if (!locked) throw new AppError('NOT_FOUND', INVOICE_MSG.notFound);
    if (locked.kind !== 'invoice') throw refuse(INVOICE_MSG.notCreditable, 'invoiceId');
    const invoice = await loadInvoiceDetail(trx, body.invoiceId, now);
    const credits = creditAmounts(invoice, body.lines);
    const lines: TDraftLine[] = credits.map(({ line, amountMinor }) => ({
      kind: 'credit',
      description: `Credit: ${line.description}`,
      channelId: line.channelId,
      quantity: 1,
      unitPriceMilli: null,
      unitPriceMinor: -amountMinor,
      amountMinor: -amountMinor,
      creditedLineNo: line.lineNo,
    }));
    const creditedSubtotal = credits.reduce((sum, c) => sum + c.amountMinor, 0);
    const leftAfter =
      invoice.lines.reduce((sum, l) => sum + l.creditableMinor, 0) - creditedSubtotal;
    const previous =
      invoice.creditNotes.length > 0 ? await previousTotals(trx, body.invoiceId) : undefined;
    const totals =
      leftAfter === 0
        ? closingTotals(invoice, previous)
        : invoiceTotals(
            lines.map((l) => l.amountMinor),
            invoice.subtotalMinor === 0
              ? 0
              : -Math.round((creditedSubtotal * invoice.discountMinor) / invoice.subtotalMinor),
            invoice.taxRateBp,
          );
    const note = await insertDocument(trx, {
      clientId: auth.clientId,
      kind: 'credit_note',
      issuer: locked.issuer,
      currency: invoice.currency,
      lines,
      discountMinor: totals.discountMinor,
      taxRateBp: invoice.taxRateBp,
      taxLabel: invoice.taxLabel,
      taxNote: invoice.taxNote,
      totals,
      status: 'paid',
      issuedAt: now,
      dueAt: null,
      paidAt: now,
      periodKey: locked.period_key,
      periodStart: locked.period_start,
      periodEnd: locked.period_end,
      billTo: invoice.billTo,
      promoCode: null,
      creditedInvoiceId: body.invoiceId,
      reason: body.reason,
    });
    if (leftAfter === 0 && locked.status !== 'paid') {
      await trx
        .updateTable('invoices')
        .set({ status: 'void' })
        .where('id', '=', body.invoiceId)
        .execute();
    }
    return loadInvoiceDetail(trx, note.id, now);
  });
}

type TTotals = ReturnType<typeof invoiceTotals>;

async function previousTotals(
  trx: Parameters<typeof findInvoice>[0],
  invoiceId: number,
): Promise<TTotals> {
  const row = await trx
    .selectFrom('invoices')
    .select((eb) => [
      eb.fn.sum<string>('subtotal_minor').as('subtotal'),
      eb.fn.sum<string>('discount_minor').as('discount'),
      eb.fn.sum<string>('tax_minor').as('tax'),
      eb.fn.sum<string>('total_minor').as('total'),
    ])
    .where('credited_invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return {
    subtotalMinor: Number(row.subtotal ?? 0),
    discountMinor: Number(row.discount ?? 0),
    taxMinor: Number(row.tax ?? 0),
    totalMinor: Number(row.total ?? 0),
  };
}

/** The last credit takes the exact remainder of every total (credits so far are negative). */
function closingTotals(invoice: TInvoiceDetail, previous: TTotals | undefined): TTotals {
  const before = previous ?? { subtotalMinor: 0, discountMinor: 0, taxMinor: 0, totalMinor: 0 };
  return {
    subtotalMinor: -(invoice.subtotalMinor + before.subtotalMinor),
    discountMinor: -(invoice.discountMinor + before.discountMinor),
    taxMinor: -(invoice.taxMinor + before.taxMinor),
    totalMinor: -(invoice.totalMinor + before.totalMinor),
  };
}
