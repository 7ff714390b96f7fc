import type { Transaction } from 'kysely';
import type { TInvoicePayment } from '@resonate/contracts/billing/invoices';
import type { DB } from '#/db/schema.ts';

type TPaidDocument = {
  id: number;
  order_id: string | null;
  kind: 'invoice' | 'credit_note';
  status: string;
  paid_at: Date | null;
  total_minor: number;
  currency: string;
};

/**
 * How a paid invoice was paid, for its page and PDF: the first payment's order (card brand and
 * last 4), or the approved "Pay now" attempt; an invoice with nothing to pay (a zero total, or
 * paid some other way) shows its paid date and a reference. Null while unpaid and on credit notes.
 */
export async function findInvoicePayment(
  trx: Transaction<DB>,
  invoice: TPaidDocument,
): Promise<TInvoicePayment | null> {
  if (invoice.kind !== 'invoice' || invoice.status !== 'paid' || invoice.paid_at === null) {
    return null;
  }
  const card = invoice.order_id
    ? await trx
        .selectFrom('orders')
        .select(['card_brand', 'card_last4', 'provider_ref', 'total_minor', 'paid_at'])
        .where('order_id', '=', invoice.order_id)
        .executeTakeFirst()
    : await trx
        .selectFrom('payment_attempts')
        .select(['card_brand', 'card_last4', 'provider_ref', 'amount_minor as total_minor'])
        .select('created_at as paid_at')
        .where('invoice_id', '=', invoice.id)
        .where('status', '=', 'approved')
        .executeTakeFirst();
  const charged = card && card.provider_ref !== 'no-charge';
  return {
    paidAt: (card?.paid_at ?? invoice.paid_at).toISOString(),
    amountMinor: card ? Number(card.total_minor) : Number(invoice.total_minor),
    currency: invoice.currency,
    cardBrand: charged ? card.card_brand : null,
    cardLast4: charged ? card.card_last4.trim() : null,
    reference: card?.provider_ref ?? (invoice.total_minor === 0 ? 'No charge' : ''),
  };
}
