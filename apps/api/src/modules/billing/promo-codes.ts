import type { Transaction } from 'kysely';
import { PAYMENT_MSG } from '@resonate/contracts/onboarding/payment';
import type { TPromoDiscount } from '@resonate/contracts/onboarding/payment-quote';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';

const refuse = (message: string) =>
  new AppError('BAD_REQUEST', message, { errors: { promoCode: message } });

/**
 * A promo code of the catalogue that this client may use now: active and started, not past its
 * end, redemptions left, in the payment's currency for a fixed amount, and not already used by
 * the client on an earlier order. `lock` holds the code's row while a payment redeems it.
 */
export async function usablePromo(
  trx: Transaction<DB>,
  code: string,
  context: { currency: string; lock?: boolean },
): Promise<TPromoDiscount> {
  let query = trx.selectFrom('promo_codes').selectAll().where('code', '=', code.toUpperCase());
  if (context.lock) query = query.forUpdate();
  const promo = await query.executeTakeFirst();
  const now = Date.now();
  if (!promo || !promo.active || promo.valid_from.getTime() > now) {
    throw refuse(PAYMENT_MSG.promoInvalid);
  }
  if (promo.valid_until && promo.valid_until.getTime() < now)
    throw refuse(PAYMENT_MSG.promoExpired);
  if (promo.max_redemptions !== null && promo.redemptions >= promo.max_redemptions) {
    throw refuse(PAYMENT_MSG.promoUsed);
  }
  if (promo.currency !== null && promo.currency !== context.currency) {
    throw refuse(PAYMENT_MSG.promoCurrency);
  }
  // Orders are a tenant table: this sees the caller's client only.
  const used = await trx
    .selectFrom('orders')
    .select('order_id')
    .where('promo_code', '=', promo.code)
    .executeTakeFirst();
  if (used) throw refuse(PAYMENT_MSG.promoUsed);
  return {
    code: promo.code,
    description: promo.description,
    percentOff: promo.percent_off,
    amountOffMinor: promo.amount_off_minor === null ? null : Number(promo.amount_off_minor),
  };
}

export async function redeemPromo(trx: Transaction<DB>, code: string): Promise<void> {
  await trx
    .updateTable('promo_codes')
    .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
    .where('code', '=', code)
    .execute();
}
