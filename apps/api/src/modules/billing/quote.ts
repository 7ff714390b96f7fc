import type { Transaction } from 'kysely';
import { PAYMENT_MSG, type TPaymentDetails } from '@resonate/contracts/onboarding/payment';
import { taxFor } from '@resonate/contracts/billing/tax';
import { quotePayment } from '@resonate/contracts/onboarding/payment-quote';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import { getMasterData } from '#/modules/master-data/index.ts';
import type { TBillingAccount } from './billing-repository.ts';
import { planOf } from './plan.ts';
import { usablePromo } from './promo-codes.ts';

export function countryCodeOf(countryId: number | null): string | null {
  if (countryId === null) return null;
  return getMasterData().countries.find((c) => c.countryID === countryId)?.code ?? null;
}

/** The user of a q must still be able to sign in: an account that cannot is refused here. */
export function assertCanPay(account: TBillingAccount | undefined): TBillingAccount {
  if (!account || account.userStatus !== 'active') {
    throw new AppError('BAD_REQUEST', PAYMENT_MSG.linkInvalid, {
      errors: { q: PAYMENT_MSG.linkInvalid },
    });
  }
  return account;
}

/** What the payment page shows, with a promo code's discount when one is given. */
export async function paymentDetails(
  trx: Transaction<DB>,
  account: TBillingAccount,
  promoCode = '',
  lockPromo = false,
): Promise<TPaymentDetails> {
  const plan = planOf(account);
  const countryCode = countryCodeOf(account.countryId);
  const tax = taxFor(countryCode, account.taxNumber);
  const promo =
    promoCode === ''
      ? null
      : await usablePromo(trx, promoCode, { currency: plan.currency, lock: lockPromo });
  const quote = quotePayment({
    currency: plan.currency,
    amountMinor: plan.chosen ? account.amountMinor : 0,
    salePriceMinor: plan.chosen ? account.salePriceMinor : 0,
    promo,
    taxRateBp: tax.rateBp,
    taxLabel: tax.label,
    taxNote: tax.note,
  });
  return {
    clientName: account.clientName,
    isAgency: account.isAgency,
    planChosen: plan.chosen,
    paymentCompleted: account.paymentCompleted,
    orderId: account.orderId,
    licenceTypeId: plan.type?.id ?? account.licenceTypeId,
    licenceTypeName: plan.type?.name ?? '',
    seats: plan.type?.seats ?? 0,
    channelIds: [...(plan.type?.channelIds ?? [])],
    frequency: plan.frequency,
    countryCode,
    taxNumber: account.taxNumber,
    quote,
  };
}
