import type { TCardBrand } from '@resonate/contracts/onboarding/card';
import type { TDeclineCode } from '@resonate/contracts/onboarding/payment';

/** The card as the provider needs it for one charge; it is never stored. */
export type TChargeCard = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
};

export type TChargeRequest = {
  amountMinor: number;
  currency: string;
  card: TChargeCard;
  /** The same key twice is the same charge: a provider must not charge it again. */
  idempotencyKey: string;
};

export type TChargeResult =
  | { approved: true; providerRef: string; declineReason?: undefined; declineCode?: undefined }
  | { approved: false; providerRef: string; declineReason: string; declineCode: TDeclineCode };

/**
 * Every payment goes through this interface: the built-in test processor (test-payment-
 * provider.ts) today, a card processor's API (Stripe, Adyen...) behind the same call later.
 * `charge` answers declines as results; it throws only when the provider could not be asked.
 */
export type TPaymentProvider = {
  /** Recorded on orders, so a later reconciliation knows whom to ask. */
  name: string;
  charge: (request: TChargeRequest) => Promise<TChargeResult>;
};

export type TCardSummary = { brand: TCardBrand; last4: string };
