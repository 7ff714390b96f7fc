/**
 * What a payment costs: the plan's sale price, less a promo code's discount, plus tax. The
 * server computes the amount it charges with this function and the payment page shows the
 * server's answer, so the two can never disagree.
 */
import type { TPaymentQuote } from './payment.ts';

export type TPromoDiscount = {
  code: string;
  description: string;
  /** 1-100: a share of the sale price. */
  percentOff: number | null;
  /** A fixed amount in minor units of `currency`. */
  amountOffMinor: number | null;
};

/** Half-up to a whole minor unit: tax is rounded once, on the invoice total. */
function percentOf(amountMinor: number, basisPoints: number): number {
  return Math.round((amountMinor * basisPoints) / 10_000);
}

export function quotePayment(input: {
  currency: string;
  amountMinor: number;
  salePriceMinor: number;
  promo: TPromoDiscount | null;
  /** Prices are quoted without tax: the rate, label and note come from billing/tax.ts. */
  taxRateBp: number;
  taxLabel?: string;
  taxNote?: string;
}): TPaymentQuote {
  const { promo, salePriceMinor } = input;
  const rawDiscount = promo
    ? promo.percentOff !== null
      ? percentOf(salePriceMinor, promo.percentOff * 100)
      : (promo.amountOffMinor ?? 0)
    : 0;
  // A discount never makes the price negative.
  const discountMinor = Math.min(Math.max(0, rawDiscount), salePriceMinor);
  const netMinor = salePriceMinor - discountMinor;
  const taxMinor = percentOf(netMinor, input.taxRateBp);
  return {
    currency: input.currency,
    amountMinor: input.amountMinor,
    salePriceMinor,
    discountMinor,
    taxRateBp: input.taxRateBp,
    taxLabel: input.taxLabel ?? 'VAT',
    taxNote: input.taxNote ?? '',
    taxMinor,
    totalMinor: netMinor + taxMinor,
    promoCode: promo?.code ?? null,
    promoDescription: promo?.description ?? null,
  };
}

/**
 * 10680 GBP -> "£106.80" (in the given locale); the currency decides its minor units. A code
 * Intl does not know shows as "106.80 XYZ" rather than throwing in a page.
 */
export function formatMoney(amountMinor: number, currency: string, locale = 'en-GB'): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${currency}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
