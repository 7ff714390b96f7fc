import type { FastifyInstance } from 'fastify';
import { normaliseTaxNumber } from '@resonate/contracts/billing/tax';
import type { z } from 'zod';
import type {
  TPaymentDetails,
  ZSetTaxNumberRequestSchema,
} from '@resonate/contracts/onboarding/payment';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { loadBillingAccount } from './billing-repository.ts';
import { paymentScope } from './payment-scope.ts';
import { assertCanPay, countryCodeOf, paymentDetails } from './quote.ts';

/**
 * POST /api/Payment/SetTaxNumber: the payment page's optional VAT/tax number, checked against the
 * company's country and kept on the client (an empty one removes it). Answers the payment
 * details, whose quote now carries the tax this number decides (e.g. the EU reverse charge).
 */
export async function setTaxNumber(
  deps: Pick<FastifyInstance, 'db' | 'config'>,
  input: z.output<typeof ZSetTaxNumberRequestSchema>,
): Promise<TPaymentDetails> {
  const scope = paymentScope(deps.config.appSecret, input.q);
  return withTenant(deps.db, { clientId: scope.clientId }, async (trx) => {
    const account = assertCanPay(await loadBillingAccount(trx, scope, true));
    const checked = normaliseTaxNumber(countryCodeOf(account.countryId), input.taxNumber);
    if (!checked.ok) {
      throw new AppError('BAD_REQUEST', checked.message, {
        errors: { taxNumber: checked.message },
      });
    }
    await trx
      .updateTable('clients')
      .set({ tax_number: checked.value, updated_at: new Date() })
      .where('id', '=', account.clientId)
      .execute();
    return paymentDetails(trx, { ...account, taxNumber: checked.value }, input.promoCode);
  });
}
