import type { Transaction } from 'kysely';
import { invoiceTotals, type TInvoiceStatus } from '@resonate/contracts/billing/invoices';
import type { DB } from '#/db/schema.ts';
import type { TInvoiceKind, TInvoiceLineKind } from '#/db/schema/invoices.ts';
import { nextDocumentNumber } from './document-numbers.ts';

export type TDraftLine = {
  kind: TInvoiceLineKind;
  description: string;
  channelId: number | null;
  quantity: number;
  unitPriceMilli: number | null;
  unitPriceMinor: number;
  amountMinor: number;
  creditedLineNo: number | null;
};

export type TBillTo = {
  name: string;
  email: string;
  address: string;
  city: string;
  postcode: string;
  countryCode: string | null;
  taxNumber: string;
};

export type TDraftDocument = {
  clientId: number;
  kind: TInvoiceKind;
  issuer: string;
  currency: string;
  lines: TDraftLine[];
  discountMinor: number;
  taxRateBp: number;
  /** VAT, GST... and the legal note (the reverse charge) from billing/tax.ts's taxFor. */
  taxLabel: string;
  taxNote: string;
  /** When given (a credit note closing an invoice), these totals replace the computed ones. */
  totals?: ReturnType<typeof invoiceTotals>;
  status: TInvoiceStatus;
  issuedAt: Date;
  dueAt: Date | null;
  paidAt: Date | null;
  periodKey: string | null;
  periodStart: Date;
  periodEnd: Date;
  billTo: TBillTo;
  promoCode: string | null;
  creditedInvoiceId: number | null;
  reason: string;
};

/** Numbers and writes one invoice or credit note with its lines, in the caller's transaction. */
export async function insertDocument(trx: Transaction<DB>, draft: TDraftDocument) {
  const totals =
    draft.totals ??
    invoiceTotals(
      draft.lines.map((line) => line.amountMinor),
      draft.discountMinor,
      draft.taxRateBp,
    );
  const series = draft.kind === 'invoice' ? 'INV' : 'CN';
  const invoiceNumber = await nextDocumentNumber(trx, draft.issuer, series, draft.issuedAt);
  const { id } = await trx
    .insertInto('invoices')
    .values({
      client_id: draft.clientId,
      invoice_number: invoiceNumber,
      kind: draft.kind,
      issuer: draft.issuer,
      order_id: null,
      status: draft.status,
      currency: draft.currency,
      subtotal_minor: totals.subtotalMinor,
      discount_minor: totals.discountMinor,
      tax_rate_bp: draft.taxRateBp,
      tax_minor: totals.taxMinor,
      total_minor: totals.totalMinor,
      billing_name: draft.billTo.name,
      billing_email: draft.billTo.email,
      billing_address: draft.billTo.address,
      billing_city: draft.billTo.city,
      billing_postcode: draft.billTo.postcode,
      country_code: draft.billTo.countryCode,
      tax_number: draft.billTo.taxNumber,
      tax_label: draft.taxLabel,
      tax_note: draft.taxNote,
      promo_code: draft.promoCode,
      credited_invoice_id: draft.creditedInvoiceId,
      period_key: draft.periodKey,
      period_start: draft.periodStart,
      period_end: draft.periodEnd,
      issued_at: draft.issuedAt,
      due_at: draft.dueAt,
      paid_at: draft.paidAt,
      reason: draft.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (draft.lines.length > 0) {
    await trx
      .insertInto('invoice_lines')
      .values(
        draft.lines.map((line, index) => ({
          client_id: draft.clientId,
          invoice_id: id,
          line_no: index + 1,
          line_kind: line.kind,
          description: line.description,
          channel_id: line.channelId,
          quantity: line.quantity,
          unit_price_milli: line.unitPriceMilli,
          unit_price_minor: line.unitPriceMinor,
          amount_minor: line.amountMinor,
          credited_line_no: line.creditedLineNo,
        })),
      )
      .execute();
  }
  return { id, invoiceNumber, totalMinor: totals.totalMinor };
}
