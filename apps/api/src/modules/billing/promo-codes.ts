import { sql, type Transaction } from 'kysely';
import { PAYMENT_MSG } from '@resonate/contracts/onboarding/payment';
import type { TPromoDiscount } from '@resonate/contracts/onboarding/payment-quote';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';

const refuse = (message: string) =>
  new AppError('BAD_REQUEST', message, { errors: { promoCode: message } });

/**
 * A promo code of the catalogue that this client may use now: active and started, not past its
 * end, redemptions left, in the payment's currency for a fixed amount, and not already used by
 * the client on an earlier order. `lock` holds the code's row while a payment redeems it,
 * through promo_code_lock(): the request role may read the catalogue but not write it (not
 * even the UPDATE privilege that SELECT ... FOR UPDATE needs).
 */
export async function usablePromo(
  trx: Transaction<DB>,
  code: string,
  context: { currency: string; lock?: boolean },
): Promise<TPromoDiscount> {
  const upper = code.toUpperCase();
  if (context.lock) await sql`select promo_code_lock(${upper})`.execute(trx);
  const promo = await trx
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', '=', upper)
    .executeTakeFirst();
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

/**
 * Counts one redemption through promo_code_redeem() (SECURITY DEFINER, migration
 * 2026-11-28T0300), which refuses past max_redemptions: the row is locked since usablePromo,
 * so a refusal here means the code was spent meanwhile.
 */
export async function redeemPromo(trx: Transaction<DB>, code: string): Promise<void> {
  const { rows } = await sql<{ redeemed: boolean }>`
    select promo_code_redeem(${code}) as redeemed`.execute(trx);
  if (!rows[0]?.redeemed) throw refuse(PAYMENT_MSG.promoUsed);
}
