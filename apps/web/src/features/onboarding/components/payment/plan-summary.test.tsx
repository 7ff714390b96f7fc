import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TPaymentDetails } from '@resonate/contracts/onboarding/payment';
import { i18n } from '@/shared/i18n/i18n';
import { renderAt } from '@/testing/render-with-router';
import { PlanSummary } from './plan-summary';

beforeAll(async () => {
  await i18n.loadNamespaces('onboarding');
});

const DETAILS: TPaymentDetails = {
  clientName: 'Acme Trial',
  isAgency: false,
  planChosen: true,
  paymentCompleted: false,
  orderId: 'ORD-2026-000103',
  licenceTypeId: 1,
  licenceTypeName: 'Starter',
  seats: 3,
  channelIds: [1, 2, 8],
  frequency: 'Monthly',
  countryCode: 'DE',
  taxNumber: '',
  quote: {
    currency: 'GBP',
    amountMinor: 9900,
    salePriceMinor: 8900,
    discountMinor: 0,
    taxRateBp: 2000,
    taxLabel: 'VAT',
    taxNote: '',
    taxMinor: 1780,
    totalMinor: 10_680,
    promoCode: null,
    promoDescription: null,
  },
};

const line = (term: string) => screen.getByText(term).closest('div')!;

describe('the plan summary', () => {
  it('shows plan, amount, frequency, sale price, VAT and total', () => {
    renderAt(<PlanSummary details={DETAILS} changePlanHref="/Licensetype?q=x" />, '/payment');
    expect(screen.getByText('Starter licence')).toBeInTheDocument();
    expect(screen.getByText(/Billed monthly · 3 user seats · 3 channels/)).toBeInTheDocument();
    expect(within(line('Frequency')).getByText('Monthly')).toBeInTheDocument();
    expect(within(line('Amount')).getByText('£99.00')).toHaveClass('plan-summary__list-price');
    expect(within(line('Sale price')).getByText('£89.00')).toBeInTheDocument();
    expect(within(line('VAT (20%)')).getByText('£17.80')).toBeInTheDocument();
    expect(within(line('Total due today')).getByText('£106.80')).toBeInTheDocument();
    expect(screen.getByText('Order ORD-2026-000103')).toBeInTheDocument();
    expect(screen.queryByText(/^Promo/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/Licensetype?q=x',
    );
  });

  it('shows the promo discount and a tax line without rate when none applies', () => {
    const quote = {
      ...DETAILS.quote,
      discountMinor: 890,
      taxRateBp: 0,
      taxMinor: 0,
      totalMinor: 8010,
      promoCode: 'WELCOME10',
      promoDescription: '10% off',
    };
    renderAt(<PlanSummary details={{ ...DETAILS, quote }} changePlanHref="/x" />, '/payment');
    expect(within(line('Promo WELCOME10')).getByText('−£8.90')).toBeInTheDocument();
    expect(within(line('Tax')).getByText('£0.00')).toBeInTheDocument();
    expect(within(line('Total due today')).getByText('£80.10')).toBeInTheDocument();
  });
});
