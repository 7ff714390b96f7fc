import { describe, expect, it } from 'vitest';
import { invoiceTotals, shareOf } from '@resonate/contracts/billing/invoices';
import { LICENCE_TYPE_IDS } from '@resonate/contracts/onboarding/licence-types';
import { pricePlanOf } from '@resonate/contracts/pricing/price-plans';
import { monthlyLines } from './monthly-lines.ts';

const plan = pricePlanOf(LICENCE_TYPE_IDS.growth);
const periodStart = new Date(Date.UTC(2026, 9, 1));

describe('monthly invoice lines', () => {
  it('bills the subscription and only the messages beyond the included ones', () => {
    const includedSms = plan.channels[2]!.includedPerMonth;
    const lines = monthlyLines({
      plan,
      periodStart,
      subscriptionMinor: 17_900,
      usage: [
        { channelId: 2, quantity: includedSms + 333 },
        { channelId: 1, quantity: 10 }, // within the included email
      ],
    });
    expect(lines.map((l) => l.kind)).toEqual(['subscription', 'overage']);
    expect(lines[0]!.description).toBe('Growth subscription, October 2026');
    const sms = lines[1]!;
    expect(sms.quantity).toBe(333);
    // SMS 3.5p x 1.25 = 4.375p a message; 333 x 4.375p = 1456.875p, rounded once: 1457p.
    expect(sms.unitPriceMilli).toBe(4_375);
    expect(sms.amountMinor).toBe(1_457);
  });

  it('has no line for a prepaid plan without overage', () => {
    expect(monthlyLines({ plan, periodStart, subscriptionMinor: 0, usage: [] })).toEqual([]);
  });
});

describe('totals in minor units', () => {
  it('rounds tax once on the net, and a credit mirrors its invoice', () => {
    const invoice = invoiceTotals([17_900, 1_457], shareOf(19_357, 1_000), 2_000);
    expect(invoice).toEqual({
      subtotalMinor: 19_357,
      discountMinor: 1_936,
      taxMinor: 3_484,
      totalMinor: 20_905,
    });
    const credit = invoiceTotals([-17_900, -1_457], shareOf(-19_357, 1_000), 2_000);
    expect(credit.totalMinor).toBe(-invoice.totalMinor);
  });
});
