import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TLicenceChoice,
  TPaymentDetails,
  TPaymentSubmitRequest,
  TPaymentSubmitResult,
  TSelectLicenceTypeRequest,
  TSetTaxNumberRequest,
} from '@resonate/contracts/onboarding/payment';
import { onboardingData } from './onboarding-post';

/** POST /api/Payment/GetLicenseChoice: who is choosing a licence type, from the q. */
export const licenceChoiceQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['onboarding', 'licence-choice', q],
    queryFn: () => onboardingData<TLicenceChoice>('Payment/GetLicenseChoice', { q }),
    retry: false,
    staleTime: 0,
  });

/** No request without a q: the page shows the link problem at once. */
export function useLicenceChoice(q: string) {
  return useQuery({ ...licenceChoiceQueryOptions(q), enabled: q !== '' });
}

/** POST /api/Payment/SelectLicenseType: answers the q of the payment page. */
export function selectLicenceType(request: TSelectLicenceTypeRequest) {
  return onboardingData<{ q: string }>('Payment/SelectLicenseType', request);
}

/** POST /api/Payment/GetPaymentDetails: plan, amounts and the open order. */
export const paymentDetailsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['onboarding', 'payment-details', q],
    queryFn: () => onboardingData<TPaymentDetails>('Payment/GetPaymentDetails', { q }),
    retry: false,
    staleTime: 0,
  });

export function usePaymentDetails(q: string) {
  return useQuery({ ...paymentDetailsQueryOptions(q), enabled: q !== '' });
}

/** POST /api/Payment/ValidatePromoCode: the details with the code's discount, or its refusal. */
export function validatePromoCode(q: string, promoCode: string) {
  return onboardingData<TPaymentDetails>('Payment/ValidatePromoCode', { q, promoCode });
}

/** POST /api/Payment/SetTaxNumber: keeps the VAT/tax number; the details with its tax. */
export function setTaxNumber(request: TSetTaxNumberRequest) {
  return onboardingData<TPaymentDetails>('Payment/SetTaxNumber', request);
}

/** POST /api/PaymentSubmit. */
export function paymentSubmit(request: TPaymentSubmitRequest) {
  return onboardingData<TPaymentSubmitResult>('PaymentSubmit', request);
}
