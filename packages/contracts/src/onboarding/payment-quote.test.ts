import { describe, expect, it } from 'vitest';
import { formatMoney, quotePayment } from './payment-quote.ts';

const base = { currency: 'GBP', amountMinor: 9900, salePriceMinor: 8900, taxRateBp: 2000 };

describe('quotePayment', () => {
  it('adds tax to the sale price', () => {
    expect(quotePayment({ ...base, promo: null })).toMatchObject({
      discountMinor: 0,
      taxMinor: 1780,
      totalMinor: 10_680,
      promoCode: null,
    });
  });

  it('takes a percentage or a fixed amount off before tax, never below zero', () => {
    const percent = { code: 'P10', description: '', percentOff: 10, amountOffMinor: null };
    expect(quotePayment({ ...base, promo: percent })).toMatchObject({
      discountMinor: 890,
      taxMinor: 1602,
      totalMinor: 9612,
    });
    const amount = { code: 'A', description: '', percentOff: null, amountOffMinor: 20_000 };
    expect(quotePayment({ ...base, promo: amount })).toMatchObject({
      discountMinor: 8900,
      taxMinor: 0,
      totalMinor: 0,
    });
  });

  it('formats money in the currency minor units', () => {
    expect(formatMoney(10_680, 'GBP')).toBe('£106.80');
    expect(formatMoney(500, 'JPY', 'en-GB')).toBe('JP¥500');
  });
});
