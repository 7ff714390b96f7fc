import type { Selectable } from 'kysely';
import {
  effectiveStatus,
  INVOICE_ISSUERS,
  type TInvoiceDetail,
  type TInvoiceLine,
  type TInvoicePayment,
  type TInvoiceSummary,
} from '@resonate/contracts/billing/invoices';
import type { InvoiceLinesTable, InvoicesTable } from '#/db/schema/billing.ts';
import type { InvoiceIssueColumns, InvoiceLineIssueColumns } from '#/db/schema/invoices.ts';

export type TInvoiceRow = Selectable<InvoicesTable & InvoiceIssueColumns> & {
  credited_number: string | null;
};
export type TLineRow = Selectable<InvoiceLinesTable & InvoiceLineIssueColumns>;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A document's period: its billing month, or the month it was issued in (payments, credits). */
export function periodOf(row: Pick<TInvoiceRow, 'period_key' | 'issued_at'>): string {
  return row.period_key ?? row.issued_at.toISOString().slice(0, 7);
}

export function summaryOf(row: TInvoiceRow, now: Date): TInvoiceSummary {
  return {
    invoiceId: Number(row.id),
    invoiceNumber: row.invoice_number,
    kind: row.kind,
    period: periodOf(row),
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    issuedAt: row.issued_at.toISOString(),
    dueAt: iso(row.due_at),
    paidAt: iso(row.paid_at),
    status: effectiveStatus(row.status, row.due_at, now),
    currency: row.currency,
    totalMinor: Number(row.total_minor),
    creditedInvoiceNumber: row.credited_number,
  };
}

function lineOf(row: TLineRow, creditedMinor: number): TInvoiceLine {
  const amount = Number(row.amount_minor);
  return {
    lineNo: row.line_no,
    kind: row.line_kind,
    description: row.description,
    channelId: row.channel_id,
    quantity: row.quantity,
    unitPriceMilli: row.unit_price_milli === null ? null : Number(row.unit_price_milli),
    unitPriceMinor: Number(row.unit_price_minor),
    amountMinor: amount,
    creditableMinor: amount > 0 ? Math.max(0, amount - creditedMinor) : 0,
  };
}

export function detailOf(
  row: TInvoiceRow,
  lines: TLineRow[],
  creditNotes: TInvoiceRow[],
  creditedByLine: ReadonlyMap<number, number>,
  now: Date,
  payment: TInvoicePayment | null = null,
): TInvoiceDetail {
  const issuer = INVOICE_ISSUERS[row.issuer as keyof typeof INVOICE_ISSUERS] ?? INVOICE_ISSUERS.RES;
  return {
    ...summaryOf(row, now),
    issuer: { ...issuer, addressLines: [...issuer.addressLines] },
    billTo: {
      name: row.billing_name,
      email: row.billing_email,
      address: row.billing_address,
      city: row.billing_city,
      postcode: row.billing_postcode,
      countryCode: row.country_code,
      taxNumber: row.tax_number,
    },
    orderId: row.order_id,
    promoCode: row.promo_code,
    reason: row.reason,
    lines: lines.map((line) =>
      lineOf(line, row.kind === 'invoice' ? (creditedByLine.get(line.line_no) ?? 0) : 0),
    ),
    subtotalMinor: Number(row.subtotal_minor),
    discountMinor: Number(row.discount_minor),
    taxRateBp: row.tax_rate_bp,
    taxLabel: row.tax_label,
    taxNote: row.tax_note,
    taxMinor: Number(row.tax_minor),
    creditNotes: creditNotes.map((note) => summaryOf(note, now)),
    payment,
  };
}
