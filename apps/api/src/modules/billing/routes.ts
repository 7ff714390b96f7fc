import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_MSG } from '@resonate/contracts/onboarding/payment';
import {
  GET_LICENSE_CHOICE,
  GET_PAYMENT_DETAILS,
  PAYMENT_SUBMIT,
  SELECT_LICENSE_TYPE,
  SET_TAX_NUMBER,
  VALIDATE_PROMO_CODE,
} from '@resonate/contracts/onboarding/payment-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { clientInfo } from '#/modules/auth/index.ts';
import { getLicenceChoice, getPaymentDetails } from './get-payment-details.ts';
import type { TPaymentProvider } from './payment-provider.ts';
import { selectLicenceType } from './select-licence-type.ts';
import { submitPayment } from './submit-payment.ts';
import { setTaxNumber } from './set-tax-number.ts';
import { testPaymentProvider } from './test-payment-provider.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/**
 * The licence choice and the payment, before anyone is signed in: the signed `q` names the
 * client and user. The provider is the built-in test processor unless one is passed in.
 */
const billingRoutes: FastifyPluginAsyncZod<{ paymentProvider?: TPaymentProvider }> = async (
  app,
  options,
) => {
  const provider = options.paymentProvider ?? testPaymentProvider;

  addEndpoint(
    app,
    GET_LICENSE_CHOICE,
    async ({ q }) => ({
      status: true,
      message: 'Licence choice',
      data: await getLicenceChoice(app, q),
    }),
    perMinute(60),
  );

  addEndpoint(
    app,
    SELECT_LICENSE_TYPE,
    async (body) => ({
      status: true,
      message: 'Licence type chosen',
      data: await selectLicenceType(app, body),
    }),
    perMinute(20),
  );

  addEndpoint(
    app,
    GET_PAYMENT_DETAILS,
    async (body) => ({
      status: true,
      message: 'Payment details',
      data: await getPaymentDetails(app, body),
    }),
    perMinute(60),
  );

  addEndpoint(
    app,
    SET_TAX_NUMBER,
    async (body) => ({
      status: true,
      message: 'Tax number saved',
      data: await setTaxNumber(app, body),
    }),
    perMinute(20),
  );

  addEndpoint(
    app,
    VALIDATE_PROMO_CODE,
    async (body) => ({
      status: true,
      message: PAYMENT_MSG.promoApplied,
      data: await getPaymentDetails(app, body),
    }),
    // Codes are guessable words: few tries per address.
    perMinute(10),
  );

  addEndpoint(
    app,
    PAYMENT_SUBMIT,
    async (body, request) => {
      const { ip, userAgent } = clientInfo(request);
      const data = await submitPayment(app, provider, body, { ipAddress: ip, userAgent });
      return { status: true, message: PAYMENT_MSG.paid, data };
    },
    perMinute(10),
  );
};

export default billingRoutes;
