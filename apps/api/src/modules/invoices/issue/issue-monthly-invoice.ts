import type { Transaction } from 'kysely';
import {
  DEFAULT_ISSUER,
  INVOICE_DUE_DAYS,
  periodKeyOf,
  shareOf,
} from '@resonate/contracts/billing/invoices';
import { taxFor } from '@resonate/contracts/billing/tax';
import { pricePlanOf } from '@resonate/contracts/pricing/price-plans';
import type { DB } from '#/db/schema.ts';
import { channelUsageForMonth } from '#/modules/consumption/index.ts';
import { loadBillingClient } from './bill-to.ts';
import { insertDocument } from './insert-document.ts';
import { monthlyLines } from './monthly-lines.ts';

const DAY_MS = 86_400_000;

export type TPeriod = { year: number; month: number };

export function periodBounds({ year, month }: TPeriod) {
  return {
    key: periodKeyOf(year, month),
    start: new Date(Date.UTC(year, month - 1, 1)),
    end: new Date(Date.UTC(year, month, 1)),
  };
}

/** A percent-off promo of the client's paying order, while the code is still valid. */
async function carriedPromo(trx: Transaction<DB>, periodEnd: Date) {
  const row = await trx
    .selectFrom('orders as o')
    .innerJoin('promo_codes as p', 'p.code', 'o.promo_code')
    .select(['p.code', 'p.percent_off', 'p.valid_until', 'p.active'])
    .where('p.percent_off', 'is not', null)
    .orderBy('o.paid_at', 'desc')
    .executeTakeFirst();
  if (!row || !row.active || row.percent_off === null) return null;
  if (row.valid_until && row.valid_until.getTime() < periodEnd.getTime()) return null;
  return { code: row.code, percentOff: row.percent_off };
}

/**
 * Issues the client's invoice for one calendar month (UTC), once: the client row is locked
 * first, so a second closing of the same client waits and then finds the invoice. Returns
 * undefined when there is nothing to invoice (no licence in the month, or no line at all).
 */
export async function issueMonthlyInvoice(
  trx: Transaction<DB>,
  clientId: number,
  period: TPeriod,
  now: Date,
) {
  const bounds = periodBounds(period);
  const client = await loadBillingClient(trx, clientId, true);
  if (!client) return undefined;
  const existing = await trx
    .selectFrom('invoices')
    .select('id')
    .where('kind', '=', 'invoice')
    .where('period_key', '=', bounds.key)
    .executeTakeFirst();
  if (existing) return undefined;
  const licence = await trx
    .selectFrom('licences')
    .select(['licence_type_id', 'source'])
    .where('valid_from', '<', bounds.end)
    .where('valid_until', '>', bounds.start)
    .orderBy('valid_from', 'desc')
    .executeTakeFirst();
  if (!licence) return undefined;
  const plan = pricePlanOf(licence.licence_type_id);
  const prepaid = await trx
    .selectFrom('invoices')
    .select('id')
    .where('order_id', 'is not', null)
    .where('period_start', '<=', bounds.start)
    .where('period_end', '>', bounds.start)
    .executeTakeFirst();
  const billsSubscription =
    licence.source === 'payment' && client.frequency === 'Monthly' && !prepaid;
  const lines = monthlyLines({
    plan,
    periodStart: bounds.start,
    subscriptionMinor: billsSubscription ? client.salePriceMinor : 0,
    usage: await channelUsageForMonth(trx, clientId, period.year, period.month),
  });
  if (lines.length === 0) return undefined;
  const promo = await carriedPromo(trx, bounds.end);
  const subtotal = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const discountMinor = promo ? shareOf(subtotal, promo.percentOff * 100) : 0;
  const payable = subtotal - discountMinor > 0;
  // The same rule as the payment quote: the client's country and VAT number as they are now.
  const tax = taxFor(client.billTo.countryCode, client.billTo.taxNumber);
  return insertDocument(trx, {
    clientId,
    kind: 'invoice',
    issuer: DEFAULT_ISSUER,
    currency: plan.currency,
    lines,
    discountMinor,
    taxRateBp: tax.rateBp,
    taxLabel: tax.label,
    taxNote: tax.note,
    status: payable ? 'due' : 'paid',
    issuedAt: now,
    dueAt: new Date(now.getTime() + INVOICE_DUE_DAYS * DAY_MS),
    paidAt: payable ? null : now,
    periodKey: bounds.key,
    periodStart: bounds.start,
    periodEnd: bounds.end,
    billTo: client.billTo,
    promoCode: promo?.code ?? null,
    creditedInvoiceId: null,
    reason: '',
  });
}
