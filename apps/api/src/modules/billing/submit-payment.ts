import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { cardBrand, parseExpiry } from '@resonate/contracts/onboarding/card';
import {
  PAYMENT_MSG,
  type TPaymentSubmitResult,
  type ZPaymentSubmitRequestSchema,
} from '@resonate/contracts/onboarding/payment';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { assertAddressAllowed } from '#/modules/account/index.ts';
import { keyedHash, sameBytes } from '#/modules/auth/index.ts';
import { grantLicence } from '#/modules/licence/index.ts';
import type { TNotifyDeps } from '#/modules/notifications/index.ts';
import { nextAfterPayment } from './after-payment.ts';
import { findAttempt, loadBillingAccount, orderExists } from './billing-repository.ts';
import type { TCardSummary, TChargeResult, TPaymentProvider } from './payment-provider.ts';
import { paymentScope } from './payment-scope.ts';
import { planOf } from './plan.ts';
import { redeemPromo } from './promo-codes.ts';
import { assertCanPay, paymentDetails } from './quote.ts';
import { licencePeriod, recordOrderAndInvoice } from './record-order.ts';

type TSubmit = z.output<typeof ZPaymentSubmitRequestSchema>;
type TDevice = { ipAddress: string; userAgent: string };
type TOutcome =
  { ok: true; result: TPaymentSubmitResult; deliver: () => void } | { ok: false; error: AppError };

const declined = (reason: string, code: string | null) =>
  new AppError('UNPROCESSABLE', reason, {
    data: { declineCode: code },
    errors: { 'card.number': reason },
  });

/** What makes two submissions "the same request": never the card number or CVC themselves. */
function requestHash(appSecret: string, input: TSubmit, card: TCardSummary): Buffer {
  return keyedHash(
    appSecret,
    'payment-request',
    input.orderId,
    input.promoCode,
    input.cpCode,
    card.brand,
    card.last4,
    input.card.expiry,
  );
}

/**
 * POST /api/PaymentSubmit. In one transaction, holding the client's row: the idempotency key
 * first (the same key answers as it did the first time, so a double click charges once), then
 * the order (open, not already paid), the quote, the charge through the provider, and on
 * approval the order, its invoice, the promo redemption, the licence (grantLicence) and the
 * session. A decline records only the attempt and leaves the account as it was.
 */
export async function submitPayment(
  deps: TNotifyDeps,
  provider: TPaymentProvider,
  input: TSubmit,
  device: TDevice,
): Promise<TPaymentSubmitResult> {
  const scope = paymentScope(deps.config.appSecret, input.q);
  const card: TCardSummary = {
    brand: cardBrand(input.card.number),
    last4: input.card.number.slice(-4),
  };
  const hash = requestHash(deps.config.appSecret, input, card);
  const outcome = await withTenant(
    deps.db,
    { clientId: scope.clientId },
    async (trx): Promise<TOutcome> => {
      const account = assertCanPay(await loadBillingAccount(trx, scope, true));
      const earlier = await findAttempt(trx, input.idempotencyKey);
      if (earlier) {
        if (!sameBytes(earlier.request_hash, hash)) {
          throw new AppError('CONFLICT', PAYMENT_MSG.idempotencyMismatch);
        }
        // A key first used for an invoice ("Pay now") is not this order's: never replay it here.
        if (earlier.order_id === null)
          throw new AppError('CONFLICT', PAYMENT_MSG.idempotencyMismatch);
        if (earlier.status === 'declined') {
          return {
            ok: false,
            error: declined(earlier.decline_reason ?? PAYMENT_MSG.declined, earlier.decline_code),
          };
        }
        return replayApproved(deps, trx, account.userId, earlier.order_id, device);
      }
      if (await orderExists(trx, input.orderId)) {
        throw new AppError('CONFLICT', PAYMENT_MSG.orderUsed(input.orderId), {
          errors: { orderId: PAYMENT_MSG.orderUsed(input.orderId) },
        });
      }
      if (account.paymentCompleted) throw new AppError('CONFLICT', PAYMENT_MSG.alreadyPaid);
      const plan = planOf(account);
      if (!plan.chosen || !plan.type) throw new AppError('BAD_REQUEST', PAYMENT_MSG.noPlan);
      if (account.orderId !== input.orderId) {
        throw new AppError('CONFLICT', PAYMENT_MSG.orderNotOpen, {
          errors: { orderId: PAYMENT_MSG.orderNotOpen },
        });
      }
      await assertAddressAllowed(trx, account.clientId, device.ipAddress);
      const { quote, countryCode, taxNumber } = await paymentDetails(
        trx,
        account,
        input.promoCode,
        true,
      );
      const expiry = parseExpiry(input.card.expiry)!;
      const charge: TChargeResult =
        quote.totalMinor === 0
          ? { approved: true, providerRef: 'no-charge' }
          : await provider.charge({
              amountMinor: quote.totalMinor,
              currency: quote.currency,
              card: {
                number: input.card.number,
                expMonth: expiry.month,
                expYear: expiry.year,
                cvc: input.card.cvc,
                name: input.card.name,
              },
              idempotencyKey: input.idempotencyKey,
            });
      await trx
        .insertInto('payment_attempts')
        .values({
          client_id: account.clientId,
          idempotency_key: input.idempotencyKey,
          order_id: input.orderId,
          request_hash: hash,
          status: charge.approved ? 'approved' : 'declined',
          decline_code: charge.approved ? null : charge.declineCode,
          decline_reason: charge.approved ? null : charge.declineReason,
          provider_ref: charge.providerRef,
          card_brand: card.brand,
          card_last4: card.last4,
          amount_minor: quote.totalMinor,
          currency: quote.currency,
        })
        .execute();
      if (!charge.approved)
        return { ok: false, error: declined(charge.declineReason, charge.declineCode) };

      const period = licencePeriod(plan.frequency);
      const invoiceNumber = await recordOrderAndInvoice(
        trx,
        {
          clientId: account.clientId,
          userId: account.userId,
          orderId: input.orderId,
          type: plan.type,
          frequency: plan.frequency,
          quote,
          cpCode: input.cpCode,
          card,
          provider: provider.name,
          providerRef: charge.providerRef,
          billingName: account.clientName,
          billingEmail: account.businessEmail || account.email,
          countryCode,
          taxNumber,
        },
        period,
      );
      if (quote.promoCode) await redeemPromo(trx, quote.promoCode);
      await grantLicence(trx, {
        clientId: account.clientId,
        licenceTypeId: plan.type.id,
        seats: plan.type.seats,
        channelIds: [...plan.type.channelIds],
        validFrom: period.start,
        validUntil: period.end,
        isAgency: plan.type.isAgency,
        source: 'payment',
        orderId: input.orderId,
      });
      const next = await nextAfterPayment(deps, trx, account.userId, device);
      const { deliver, ...rest } = next;
      return {
        ok: true,
        deliver,
        result: {
          orderId: input.orderId,
          invoiceNumber,
          currency: quote.currency,
          totalMinor: quote.totalMinor,
          ...rest,
        },
      };
    },
  );
  if (!outcome.ok) throw outcome.error;
  outcome.deliver();
  return outcome.result;
}

/** A repeated request of an approved payment: the same order, no second charge. */
async function replayApproved(
  deps: TNotifyDeps,
  trx: Transaction<DB>,
  userId: number,
  orderId: string,
  device: TDevice,
): Promise<TOutcome> {
  const invoice = await trx
    .selectFrom('invoices')
    .select(['invoice_number', 'currency', 'total_minor'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const { deliver, ...rest } = await nextAfterPayment(deps, trx, userId, device);
  return {
    ok: true,
    deliver,
    result: {
      orderId,
      invoiceNumber: invoice.invoice_number,
      currency: invoice.currency,
      totalMinor: Number(invoice.total_minor),
      ...rest,
    },
  };
}
