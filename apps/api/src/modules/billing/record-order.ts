import type { Transaction } from 'kysely';
import {
  LICENCE_PERIOD_DAYS,
  type TLicenceFrequency,
  type TLicenceType,
} from '@resonate/contracts/onboarding/licence-types';
import type { TPaymentQuote } from '@resonate/contracts/onboarding/payment';
import { DEFAULT_ISSUER } from '@resonate/contracts/billing/invoices';
import type { DB } from '#/db/schema.ts';
import { nextDocumentNumber } from '#/modules/invoices/index.ts';
import type { TCardSummary } from './payment-provider.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TPaidOrder = {
  clientId: number;
  userId: number;
  orderId: string;
  type: TLicenceType;
  frequency: TLicenceFrequency;
  quote: TPaymentQuote;
  cpCode: string;
  card: TCardSummary;
  provider: string;
  providerRef: string;
  billingName: string;
  billingEmail: string;
  /** The country and VAT/tax number the quote's tax was decided on, printed on the invoice. */
  countryCode: string | null;
  taxNumber: string;
};

/** When the licence a payment buys starts and ends. */
export function licencePeriod(frequency: TLicenceFrequency, from = new Date()) {
  return { start: from, end: new Date(from.getTime() + LICENCE_PERIOD_DAYS[frequency] * DAY_MS) };
}

/**
 * Records a paid order and issues its invoice (number, one line for the licence, discount, tax
 * and totals), for the invoice list to show later. Runs in the payment's transaction.
 */
export async function recordOrderAndInvoice(
  trx: Transaction<DB>,
  order: TPaidOrder,
  period: { start: Date; end: Date },
): Promise<string> {
  const { quote } = order;
  await trx
    .insertInto('orders')
    .values({
      client_id: order.clientId,
      order_id: order.orderId,
      user_id: order.userId,
      licence_type_id: order.type.id,
      frequency: order.frequency,
      currency: quote.currency,
      amount_minor: quote.amountMinor,
      sale_price_minor: quote.salePriceMinor,
      discount_minor: quote.discountMinor,
      tax_minor: quote.taxMinor,
      total_minor: quote.totalMinor,
      promo_code: quote.promoCode,
      cp_code: order.cpCode === '' ? null : order.cpCode,
      card_brand: order.card.brand,
      card_last4: order.card.last4,
      provider: order.provider,
      provider_ref: order.providerRef,
    })
    .execute();
  // Gap-free per issuer, in this transaction: a payment rolled back gives its number back.
  const issuedAt = new Date();
  const invoiceNumber = await nextDocumentNumber(trx, DEFAULT_ISSUER, 'INV', issuedAt);
  const invoice = await trx
    .insertInto('invoices')
    .values({
      client_id: order.clientId,
      invoice_number: invoiceNumber,
      order_id: order.orderId,
      currency: quote.currency,
      subtotal_minor: quote.salePriceMinor,
      discount_minor: quote.discountMinor,
      tax_rate_bp: quote.taxRateBp,
      tax_label: quote.taxLabel,
      tax_note: quote.taxNote,
      country_code: order.countryCode,
      tax_number: order.taxNumber,
      tax_minor: quote.taxMinor,
      total_minor: quote.totalMinor,
      billing_name: order.billingName,
      billing_email: order.billingEmail,
      period_start: period.start,
      period_end: period.end,
      issued_at: issuedAt,
      due_at: issuedAt,
      paid_at: issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('invoice_lines')
    .values({
      client_id: order.clientId,
      invoice_id: invoice.id,
      line_no: 1,
      description: `${order.type.name} licence, ${order.frequency.toLowerCase()} (${order.type.seats} seats)`,
      quantity: 1,
      unit_price_minor: quote.salePriceMinor,
      amount_minor: quote.salePriceMinor,
    })
    .execute();
  return invoiceNumber;
}
