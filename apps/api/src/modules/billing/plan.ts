import {
  licencePriceMinor,
  licenceType,
  type TLicenceFrequency,
  type TLicenceType,
} from '@resonate/contracts/onboarding/licence-types';
import type { TBillingAccount } from './billing-repository.ts';

/**
 * A plan's amount and sale price (the spec's login data carries both): monthly billing sells at
 * the monthly price; yearly billing lists twelve monthly prices and sells at the yearly price.
 */
export function planPrices(type: TLicenceType, frequency: TLicenceFrequency) {
  return {
    amountMinor: frequency === 'Yearly' ? type.monthlyPriceMinor * 12 : type.monthlyPriceMinor,
    salePriceMinor: licencePriceMinor(type, frequency),
  };
}

export function asFrequency(value: string): TLicenceFrequency {
  return value === 'Yearly' ? 'Yearly' : 'Monthly';
}

/**
 * The plan a client is about to pay: chosen once it has an open order (a sign-up has none
 * until the Licensetype page). The amounts are the client's own (they may be negotiated), the
 * currency is the licence type's.
 */
export function planOf(account: TBillingAccount) {
  const type = licenceType(account.licenceTypeId);
  return {
    chosen: account.orderId !== '' && type !== undefined,
    type,
    frequency: asFrequency(account.frequency),
    currency: type?.currency ?? account.clientCurrency,
  };
}
