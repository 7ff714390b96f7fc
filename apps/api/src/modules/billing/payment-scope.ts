import { PAYMENT_MSG } from '@resonate/contracts/onboarding/payment';
import { AppError } from '#/errors.ts';
import { readOnboardingToken } from '#/modules/auth/index.ts';

export type TPaymentScope = { clientId: number; userId: number };

/**
 * Who is choosing a licence or paying, from the signed `q` (there is no session yet). A
 * tampered, foreign or expired q is refused with a message the page shows as it is.
 */
export function paymentScope(appSecret: string, q: string): TPaymentScope {
  const claims = readOnboardingToken(appSecret, q);
  if (!claims || !Number.isSafeInteger(claims.c) || !Number.isSafeInteger(claims.u)) {
    throw linkInvalid();
  }
  if (claims.c <= 0 || claims.u <= 0) throw linkInvalid();
  return { clientId: claims.c, userId: claims.u };
}

export function linkInvalid() {
  return new AppError('BAD_REQUEST', PAYMENT_MSG.linkInvalid, {
    errors: { q: PAYMENT_MSG.linkInvalid },
  });
}
