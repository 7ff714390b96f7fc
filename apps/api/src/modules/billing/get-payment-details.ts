import type { FastifyInstance } from 'fastify';
import type { TLicenceChoice, TPaymentDetails } from '@resonate/contracts/onboarding/payment';
import { withTenant } from '#/db/tenant.ts';
import { loadBillingAccount } from './billing-repository.ts';
import { paymentScope } from './payment-scope.ts';
import { asFrequency, planOf } from './plan.ts';
import { assertCanPay, paymentDetails } from './quote.ts';

type TDeps = Pick<FastifyInstance, 'db' | 'config'>;

/** POST /api/Payment/GetPaymentDetails, and ValidatePromoCode (the same with a code). */
export async function getPaymentDetails(
  deps: TDeps,
  input: { q: string; promoCode?: string },
): Promise<TPaymentDetails> {
  const scope = paymentScope(deps.config.appSecret, input.q);
  return withTenant(deps.db, { clientId: scope.clientId }, async (trx) => {
    const account = assertCanPay(await loadBillingAccount(trx, scope));
    return paymentDetails(trx, account, input.promoCode ?? '');
  });
}

/** POST /api/Payment/GetLicenseChoice: who is choosing, and their current choice if any. */
export async function getLicenceChoice(deps: TDeps, q: string): Promise<TLicenceChoice> {
  const scope = paymentScope(deps.config.appSecret, q);
  return withTenant(deps.db, { clientId: scope.clientId }, async (trx) => {
    const account = assertCanPay(await loadBillingAccount(trx, scope));
    const plan = planOf(account);
    return {
      clientName: account.clientName,
      isAgency: account.isAgency,
      paymentCompleted: account.paymentCompleted,
      licenceTypeId: plan.chosen ? account.licenceTypeId : null,
      frequency: asFrequency(account.frequency),
    };
  });
}
