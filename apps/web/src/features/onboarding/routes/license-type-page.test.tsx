import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MSG } from '@resonate/contracts/onboarding/payment';
import { i18n } from '@/shared/i18n/i18n';
import { fakeAuthApi } from '@/testing/fake-auth-api';
import { renderOnboardingPage } from '../testing/render-onboarding-page';
import LicenseTypePage from './license-type-page';

beforeAll(async () => {
  await i18n.loadNamespaces('onboarding');
});
afterEach(() => vi.unstubAllGlobals());

const choice = (isAgency: boolean) => ({
  body: {
    status: true,
    message: 'ok',
    data: {
      clientName: 'Newco',
      isAgency,
      paymentCompleted: false,
      licenceTypeId: null,
      frequency: 'Monthly',
    },
  },
});

function renderPage(path = '/Licensetype?q=signed.q') {
  return { user: userEvent.setup(), ...renderOnboardingPage(<LicenseTypePage />, path) };
}

describe('the Licensetype page', () => {
  it('prices the brand types per frequency and goes on to the payment with a new q', async () => {
    const api = await fakeAuthApi({
      'Payment/GetLicenseChoice': () => choice(false),
      'Payment/SelectLicenseType': () => ({
        body: { status: true, message: 'ok', data: { q: 'pay.q' } },
      }),
    });
    const { user, router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Starter' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Agency' })).toBeNull();
    expect(screen.getByText('£199.00')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByText('£1,990.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activate it instead' })).toHaveAttribute(
      'href',
      '/account-activate?q=signed.q',
    );
    await user.click(screen.getByRole('button', { name: 'Choose Growth' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toBe('?q=pay.q');
    expect(api.requests.find((r) => r.path === 'Payment/SelectLicenseType')?.body).toEqual({
      q: 'signed.q',
      licenceTypeId: 2,
      frequency: 'Yearly',
    });
  });

  it('offers an agency the agency type only', async () => {
    await fakeAuthApi({ 'Payment/GetLicenseChoice': () => choice(true) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Agency' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Starter' })).toBeNull();
  });

  it('refuses a tampered link with the server message and a way to sign in', async () => {
    await fakeAuthApi({
      'Payment/GetLicenseChoice': () => ({
        status: 400,
        body: { status: false, message: PAYMENT_MSG.linkInvalid },
      }),
    });
    renderPage();
    expect(await screen.findByText(PAYMENT_MSG.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
  });
});
