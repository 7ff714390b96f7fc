import type { Transaction } from 'kysely';
import { cardBrand, parseExpiry } from '@resonate/contracts/onboarding/card';
import { PAYMENT_MSG, type TCardSchemaOutput } from '@resonate/contracts/onboarding/payment';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import { keyedHash, sameBytes } from '#/modules/auth/index.ts';
import { findAttempt } from './billing-repository.ts';
import type { TCardSummary, TPaymentProvider } from './payment-provider.ts';

export type TInvoiceCharge = {
  clientId: number;
  invoiceId: number;
  idempotencyKey: string;
  card: TCardSchemaOutput;
};

/** Approved, or declined with the processor's reason: a decline is an answer, not a failure. */
export type TChargeOutcome =
  { approved: true } | { approved: false; reason: string; code: string | null };

export const declinedError = (outcome: Extract<TChargeOutcome, { approved: false }>) =>
  new AppError('UNPROCESSABLE', outcome.reason, {
    data: { declineCode: outcome.code },
    errors: { 'card.number': outcome.reason },
  });

function summaryOf(card: TCardSchemaOutput): TCardSummary {
  return { brand: cardBrand(card.number), last4: card.number.slice(-4) };
}

/** What makes two submissions "the same request": never the card number or CVC themselves. */
function requestHash(appSecret: string, charge: TInvoiceCharge): Buffer {
  const card = summaryOf(charge.card);
  return keyedHash(
    appSecret,
    'invoice-payment-request',
    String(charge.invoiceId),
    card.brand,
    card.last4,
    charge.card.expiry,
  );
}

/**
 * The answer already given to this idempotency key, if any: the same key with the same request
 * answers as the first time (a double click or a retried request charges once); the same key
 * with another invoice or card is refused.
 */
export async function earlierInvoiceCharge(
  trx: Transaction<DB>,
  appSecret: string,
  charge: TInvoiceCharge,
): Promise<TChargeOutcome | undefined> {
  const earlier = await findAttempt(trx, charge.idempotencyKey);
  if (!earlier) return undefined;
  if (
    earlier.invoice_id !== charge.invoiceId ||
    !sameBytes(earlier.request_hash, requestHash(appSecret, charge))
  ) {
    throw new AppError('CONFLICT', PAYMENT_MSG.idempotencyMismatch);
  }
  return earlier.status === 'approved'
    ? { approved: true }
    : {
        approved: false,
        reason: earlier.decline_reason ?? PAYMENT_MSG.declined,
        code: earlier.decline_code,
      };
}

/**
 * Charges an invoice's total through the provider (the provider gets the idempotency key too)
 * and records the attempt under its key, in the caller's transaction, which holds the invoice.
 */
export async function chargeInvoice(
  trx: Transaction<DB>,
  deps: { appSecret: string; provider: TPaymentProvider },
  charge: TInvoiceCharge,
  amount: { amountMinor: number; currency: string },
): Promise<TChargeOutcome> {
  const expiry = parseExpiry(charge.card.expiry)!;
  const result = await deps.provider.charge({
    amountMinor: amount.amountMinor,
    currency: amount.currency,
    card: {
      number: charge.card.number,
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: charge.card.cvc,
      name: charge.card.name,
    },
    idempotencyKey: charge.idempotencyKey,
  });
  const card = summaryOf(charge.card);
  await trx
    .insertInto('payment_attempts')
    .values({
      client_id: charge.clientId,
      idempotency_key: charge.idempotencyKey,
      invoice_id: charge.invoiceId,
      order_id: null,
      request_hash: requestHash(deps.appSecret, charge),
      status: result.approved ? 'approved' : 'declined',
      decline_code: result.approved ? null : result.declineCode,
      decline_reason: result.approved ? null : result.declineReason,
      provider_ref: result.providerRef,
      card_brand: card.brand,
      card_last4: card.last4,
      amount_minor: amount.amountMinor,
      currency: amount.currency,
    })
    .execute();
  return result.approved
    ? { approved: true }
    : { approved: false, reason: result.declineReason, code: result.declineCode };
}
