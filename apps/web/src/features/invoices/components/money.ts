import { formatMessagePrice } from '@resonate/contracts/billing/invoices';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';

/**
 * Amounts from integer minor units, with the same formatter the PDF uses, so page and PDF agree
 * to the cent. en-GB, like the PDF: an invoice reads the same whoever opens it.
 */
export const money = (amountMinor: number, currency: string) => formatMoney(amountMinor, currency);
export const messagePrice = (priceMilli: number, currency: string) =>
  formatMessagePrice(priceMilli, currency);

/** "2026-10" -> "October 2026". */
export function periodLabel(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, 1)));
}
