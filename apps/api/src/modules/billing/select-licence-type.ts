import type { FastifyInstance } from 'fastify';
import { licenceType } from '@resonate/contracts/onboarding/licence-types';
import {
  PAYMENT_MSG,
  type TSelectLicenceTypeRequest,
} from '@resonate/contracts/onboarding/payment';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { signOnboardingToken } from '#/modules/auth/index.ts';
import { loadBillingAccount, nextOrderId, setClientPlan } from './billing-repository.ts';
import { paymentScope } from './payment-scope.ts';
import { planPrices } from './plan.ts';
import { assertCanPay } from './quote.ts';

const refuse = (message: string) =>
  new AppError('BAD_REQUEST', message, { errors: { licenceTypeId: message } });

/**
 * POST /api/Payment/SelectLicenseType: the Licensetype page's choice becomes the client's plan
 * with a new open order (a new order id, so a changed plan is never paid under an old one).
 * An agency takes the agency type and a brand the others. Answers with a fresh q for /payment.
 */
export async function selectLicenceType(
  deps: Pick<FastifyInstance, 'db' | 'config'>,
  input: TSelectLicenceTypeRequest,
): Promise<{ q: string }> {
  const scope = paymentScope(deps.config.appSecret, input.q);
  const type = licenceType(input.licenceTypeId);
  if (!type) throw refuse(PAYMENT_MSG.licenceTypeRequired);
  return withTenant(deps.db, { clientId: scope.clientId }, async (trx) => {
    const account = assertCanPay(await loadBillingAccount(trx, scope, true));
    if (account.paymentCompleted) throw new AppError('CONFLICT', PAYMENT_MSG.alreadyPaid);
    if (account.isAgency && !type.isAgency) throw refuse(PAYMENT_MSG.agencyTypeOnly);
    if (!account.isAgency && type.isAgency) throw refuse(PAYMENT_MSG.agencyTypeNotForBrand);
    await setClientPlan(trx, account.clientId, {
      licenceTypeId: type.id,
      frequency: input.frequency,
      ...planPrices(type, input.frequency),
      orderId: await nextOrderId(trx),
    });
    return { q: signOnboardingToken(deps.config.appSecret, account) };
  });
}
