import { describe, expect, it } from 'vitest';
import { amountMinor, estimateCostMinor, overagePriceMilli, pricePlanOf } from './price-plans.ts';

describe('price plans', () => {
  it('rounds a line total half up once, in integers', () => {
    expect(amountMinor(3, 80)).toBe(0); // 0.24p
    expect(amountMinor(7, 80)).toBe(1); // 0.56p
    expect(amountMinor(100_000, 80)).toBe(8_000);
    expect(amountMinor(1, 500)).toBe(1); // exactly half rounds up
    expect(amountMinor(9_000_000_000, 65_000)).toBe(585_000_000_000);
  });

  it('estimates a send from the licence type plan', () => {
    expect(estimateCostMinor(1, 2, 1_000)).toBe(3_500);
    expect(estimateCostMinor(999, 1, 1_000)).toBe(80);
  });

  it('prices overage above the list price', () => {
    const plan = pricePlanOf(2);
    expect(overagePriceMilli(plan, 2)).toBe(4_375);
    expect(pricePlanOf(1).atLimit).toBe('block');
  });
});
