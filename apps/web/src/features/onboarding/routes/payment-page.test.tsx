import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVERSE_CHARGE_NOTE, TAX_MSG } from '@resonate/contracts/billing/tax';
import { PAYMENT_MSG } from '@resonate/contracts/onboarding/payment';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { i18n } from '@/shared/i18n/i18n';
import { useAppStore } from '@/shared/store/app-store';
import { createMemoryKeyStore } from '@/shared/storage/key-store';
import { setKeyStore } from '@/shared/storage/secure-items';
import { fakeAuthApi } from '@/testing/fake-auth-api';
import { renderOnboardingPage } from '../testing/render-onboarding-page';
import { loginData } from '@/testing/login-data';
import PaymentPage from './payment-page';

beforeAll(async () => {
  await i18n.loadNamespaces('onboarding');
  setKeyStore(createMemoryKeyStore());
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const details = {
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
const session = loginData({ isCampaign: true });
const ok = (data: unknown) => ({ body: { status: true, message: 'ok', data } });

function renderPage() {
  return {
    user: userEvent.setup(),
    ...renderOnboardingPage(<PaymentPage />, '/payment?q=pay.q&cp=PARTNER-7'),
  };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const field = screen.getByLabelText('Card number');
  await user.clear(field);
  await user.type(field, number);
  await user.type(screen.getByLabelText('Expiry date'), '1239');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Una Paid');
}

describe('the payment page', () => {
  it('shows a decline, then pays with a new attempt key and lands signed in', async () => {
    let calls = 0;
    const api = await fakeAuthApi({
      'Payment/GetPaymentDetails': () => ok(details),
      PaymentSubmit: () => {
        calls += 1;
        if (calls === 1) {
          return {
            status: 422,
            body: {
              status: false,
              message: PAYMENT_MSG.declined,
              data: { declineCode: 'card_declined' },
            },
          };
        }
        return ok({
          orderId: details.orderId,
          invoiceNumber: 'INV-2026-100001',
          currency: 'GBP',
          totalMinor: 10_680,
          next: 'signedIn',
          session,
        });
      },
    });
    const { user, router } = renderPage();
    await screen.findByRole('heading', { name: 'Order summary' });
    expect(screen.getByLabelText(/Channel partner code/)).toHaveValue('PARTNER-7');
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay £106.80' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MSG.declined);

    const number = screen.getByLabelText('Card number');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay £106.80' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
    const [first, second] = api.requests.filter((r) => r.path === 'PaymentSubmit');
    expect(first!.body).toMatchObject({
      q: 'pay.q',
      orderId: details.orderId,
      cpCode: 'PARTNER-7',
    });
    expect(second!.body.idempotencyKey).not.toBe(first!.body.idempotencyKey);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(session.accessToken);
    expect(localStorage.getItem(STORAGE_KEYS.cpCode)).toBeNull();
    expect(useAppStore.getState().isAuth).toBe(true);
  });

  it('checks the VAT number format, then shows the reverse charge the saved number brings', async () => {
    const api = await fakeAuthApi({
      'Payment/GetPaymentDetails': () => ok(details),
      'Payment/SetTaxNumber': () =>
        ok({
          ...details,
          taxNumber: 'DE123456789',
          quote: {
            ...details.quote,
            taxRateBp: 0,
            taxMinor: 0,
            totalMinor: 8900,
            taxNote: REVERSE_CHARGE_NOTE,
          },
        }),
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Order summary' });
    const field = screen.getByLabelText(/VAT or tax number/);
    await user.type(field, 'de 1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TAX_MSG.taxNumberFormat('DE123456789'))).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === 'Payment/SetTaxNumber')).toBe(false);
    await user.type(field, '56789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REVERSE_CHARGE_NOTE)).toBeInTheDocument();
    expect(screen.getByText('VAT (0%)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay £89.00' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === 'Payment/SetTaxNumber')?.body).toEqual({
      q: 'pay.q',
      taxNumber: 'DE123456789',
      promoCode: '',
    });
  });

  it('applies a stored promo code on arrival and shows its discount', async () => {
    localStorage.setItem(STORAGE_KEYS.promoCode, 'WELCOME10');
    const api = await fakeAuthApi({
      'Payment/GetPaymentDetails': () => ok(details),
      'Payment/ValidatePromoCode': () =>
        ok({
          ...details,
          quote: {
            ...details.quote,
            discountMinor: 890,
            taxMinor: 1602,
            totalMinor: 9612,
            promoCode: 'WELCOME10',
            promoDescription: '10% off',
          },
        }),
    });
    renderPage();
    expect(await screen.findByText('WELCOME10 applied: 10% off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay £96.12' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === 'Payment/ValidatePromoCode')?.body).toEqual({
      q: 'pay.q',
      promoCode: 'WELCOME10',
    });
  });

  it('offers the licence choice when no plan is chosen yet', async () => {
    await fakeAuthApi({ 'Payment/GetPaymentDetails': () => ok({ ...details, planChosen: false }) });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Choose a licence' })).toHaveAttribute(
      'href',
      '/Licensetype?q=pay.q',
    );
  });
});
