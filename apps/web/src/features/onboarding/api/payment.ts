import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TPaymentSubmitRequest,
  TSelectLicenceTypeRequest,
  TSetTaxNumberRequest,
} from '@resonate/contracts/onboarding/payment';
import {
  GET_LICENSE_CHOICE,
  GET_PAYMENT_DETAILS,
  PAYMENT_SUBMIT,
  SELECT_LICENSE_TYPE,
  SET_TAX_NUMBER,
  VALIDATE_PROMO_CODE,
} from '@resonate/contracts/onboarding/payment-endpoints';
import { onboardingData } from './onboarding-post';

/** POST /api/Payment/GetLicenseChoice: who is choosing a licence type, from the q. */
export const licenceChoiceQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['onboarding', 'licence-choice', q],
    queryFn: () => onboardingData(GET_LICENSE_CHOICE, { q }),
    retry: false,
    staleTime: 0,
  });

/** No request without a q: the page shows the link problem at once. */
export function useLicenceChoice(q: string) {
  return useQuery({ ...licenceChoiceQueryOptions(q), enabled: q !== '' });
}

/** POST /api/Payment/SelectLicenseType: answers the q of the payment page. */
export function selectLicenceType(request: TSelectLicenceTypeRequest) {
  return onboardingData(SELECT_LICENSE_TYPE, request);
}

/** POST /api/Payment/GetPaymentDetails: plan, amounts and the open order. */
export const paymentDetailsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['onboarding', 'payment-details', q],
    queryFn: () => onboardingData(GET_PAYMENT_DETAILS, { q }),
    retry: false,
    staleTime: 0,
  });

export function usePaymentDetails(q: string) {
  return useQuery({ ...paymentDetailsQueryOptions(q), enabled: q !== '' });
}

/** POST /api/Payment/ValidatePromoCode: the details with the code's discount, or its refusal. */
export function validatePromoCode(q: string, promoCode: string) {
  return onboardingData(VALIDATE_PROMO_CODE, { q, promoCode });
}

/** POST /api/Payment/SetTaxNumber: keeps the VAT/tax number; the details with its tax. */
export function setTaxNumber(request: TSetTaxNumberRequest) {
  return onboardingData(SET_TAX_NUMBER, request);
}

/** POST /api/PaymentSubmit. */
export function paymentSubmit(request: TPaymentSubmitRequest) {
  return onboardingData(PAYMENT_SUBMIT, request);
}
