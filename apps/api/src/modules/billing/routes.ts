import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAYMENT_MSG,
  ZLicenceChoiceRequestSchema,
  ZLicenceChoiceResponseSchema,
  ZPaymentDetailsRequestSchema,
  ZPaymentDetailsResponseSchema,
  ZPaymentSubmitRequestSchema,
  ZPaymentSubmitResponseSchema,
  ZSelectLicenceTypeRequestSchema,
  ZSetTaxNumberRequestSchema,
  ZSelectLicenceTypeResponseSchema,
  ZValidatePromoCodeRequestSchema,
} from '@resonate/contracts/onboarding/payment';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { clientInfo } from '#/modules/auth/index.ts';
import { getLicenceChoice, getPaymentDetails } from './get-payment-details.ts';
import type { TPaymentProvider } from './payment-provider.ts';
import { selectLicenceType } from './select-licence-type.ts';
import { submitPayment } from './submit-payment.ts';
import { setTaxNumber } from './set-tax-number.ts';
import { testPaymentProvider } from './test-payment-provider.ts';

const tags = ['payment'];
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

  app.post(
    '/api/Payment/GetLicenseChoice',
    {
      config: perMinute(60),
      schema: {
        tags,
        summary: 'Who is choosing a licence type (from q), and the current choice',
        body: ZLicenceChoiceRequestSchema,
        response: { 200: ZLicenceChoiceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'Licence choice',
      data: await getLicenceChoice(app, request.body.q),
    }),
  );

  app.post(
    '/api/Payment/SelectLicenseType',
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Makes a licence type and billing frequency the plan to pay; answers a new q',
        body: ZSelectLicenceTypeRequestSchema,
        response: { 200: ZSelectLicenceTypeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'Licence type chosen',
      data: await selectLicenceType(app, request.body),
    }),
  );

  app.post(
    '/api/Payment/GetPaymentDetails',
    {
      config: perMinute(60),
      schema: {
        tags,
        summary: 'The plan, amount, frequency, sale price, tax and total to pay',
        body: ZPaymentDetailsRequestSchema,
        response: { 200: ZPaymentDetailsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'Payment details',
      data: await getPaymentDetails(app, request.body),
    }),
  );

  app.post(
    '/api/Payment/SetTaxNumber',
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Keeps the optional VAT/tax number and answers the payment details with its tax',
        body: ZSetTaxNumberRequestSchema,
        response: { 200: ZPaymentDetailsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'Tax number saved',
      data: await setTaxNumber(app, request.body),
    }),
  );

  app.post(
    '/api/Payment/ValidatePromoCode',
    {
      // Codes are guessable words: few tries per address.
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Checks a promo code and answers the payment details with its discount',
        body: ZValidatePromoCodeRequestSchema,
        response: { 200: ZPaymentDetailsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: PAYMENT_MSG.promoApplied,
      data: await getPaymentDetails(app, request.body),
    }),
  );

  app.post(
    '/api/PaymentSubmit',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Charges the card, records the order and invoice, activates the licence',
        body: ZPaymentSubmitRequestSchema,
        response: { 200: ZPaymentSubmitResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { ip, userAgent } = clientInfo(request);
      const data = await submitPayment(app, provider, request.body, {
        ipAddress: ip,
        userAgent,
      });
      return { status: true, message: PAYMENT_MSG.paid, data };
    },
  );
};

export default billingRoutes;
