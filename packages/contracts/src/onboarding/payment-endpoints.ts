/**
 * The licence choice and the payment (spec section 5), defined once: the API registers these,
 * OpenAPI documents them and the web calls them from these objects. They come before anyone is
 * signed in, so each checks its own credential (`auth: 'own'`: the signed onboarding `q`).
 */
import { defineEndpoint } from '../endpoints.ts';
import {
  ZLicenceChoiceRequestSchema,
  ZLicenceChoiceSchema,
  ZPaymentDetailsRequestSchema,
  ZPaymentDetailsSchema,
  ZPaymentSubmitRequestSchema,
  ZPaymentSubmitResultSchema,
  ZSelectLicenceTypeRequestSchema,
  ZSelectLicenceTypeResultSchema,
  ZSetTaxNumberRequestSchema,
  ZValidatePromoCodeRequestSchema,
} from './payment.ts';

const payment = { method: 'POST', auth: 'own', feature: null, tag: 'payment' } as const;

export const GET_LICENSE_CHOICE = defineEndpoint({
  ...payment,
  path: 'Payment/GetLicenseChoice',
  request: ZLicenceChoiceRequestSchema,
  response: ZLicenceChoiceSchema,
  access: 'read',
  summary: 'Who is choosing a licence type (from q), and the current choice',
});

export const SELECT_LICENSE_TYPE = defineEndpoint({
  ...payment,
  path: 'Payment/SelectLicenseType',
  request: ZSelectLicenceTypeRequestSchema,
  response: ZSelectLicenceTypeResultSchema,
  access: 'write',
  summary: 'Makes a licence type and billing frequency the plan to pay; answers a new q',
});

export const GET_PAYMENT_DETAILS = defineEndpoint({
  ...payment,
  path: 'Payment/GetPaymentDetails',
  request: ZPaymentDetailsRequestSchema,
  response: ZPaymentDetailsSchema,
  access: 'read',
  summary: 'The plan, amount, frequency, sale price, tax and total to pay',
});

export const SET_TAX_NUMBER = defineEndpoint({
  ...payment,
  path: 'Payment/SetTaxNumber',
  request: ZSetTaxNumberRequestSchema,
  response: ZPaymentDetailsSchema,
  access: 'write',
  summary: 'Keeps the optional VAT/tax number and answers the payment details with its tax',
});

export const VALIDATE_PROMO_CODE = defineEndpoint({
  ...payment,
  path: 'Payment/ValidatePromoCode',
  request: ZValidatePromoCodeRequestSchema,
  response: ZPaymentDetailsSchema,
  access: 'read',
  summary: 'Checks a promo code and answers the payment details with its discount',
});

export const PAYMENT_SUBMIT = defineEndpoint({
  ...payment,
  path: 'PaymentSubmit',
  request: ZPaymentSubmitRequestSchema,
  response: ZPaymentSubmitResultSchema,
  access: 'write',
  summary: 'Charges the card, records the order and invoice, activates the licence',
});

export const PAYMENT_ENDPOINTS = [
  GET_LICENSE_CHOICE,
  SELECT_LICENSE_TYPE,
  GET_PAYMENT_DETAILS,
  SET_TAX_NUMBER,
  VALIDATE_PROMO_CODE,
  PAYMENT_SUBMIT,
];
