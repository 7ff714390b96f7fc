import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@resonate/contracts/messages';
import { SIGNUP_MSG } from '@resonate/contracts/onboarding/signup';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import { i18n } from '@/shared/i18n/i18n';
import { fakeAuthApi } from '@/testing/fake-auth-api';
import { renderAt } from '@/testing/render-with-router';
import SignUpPage from '../../routes/sign-up-page';
import { MASTER_DATA } from '../../testing/master-data-fixture';

beforeAll(async () => {
  await i18n.loadNamespaces('onboarding');
});
afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown, message = 'ok') => ({ body: { status: true, message, data } });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['master-data'], MASTER_DATA);
  const rendered = renderAt(
    <QueryClientProvider client={client}>
      <SignUpPage />
    </QueryClientProvider>,
    '/sign-up',
  );
  return { user: userEvent.setup(), ...rendered };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, email = 'nina@newco.test') {
  await user.selectOptions(screen.getByLabelText('Title'), 'Ms');
  await user.type(screen.getByLabelText('First name'), 'Nina');
  await user.type(screen.getByLabelText('Last name'), 'Newman');
  await user.type(screen.getByLabelText('Business email'), email);
  await user.selectOptions(screen.getByLabelText('Job function'), 'Marketing');
  await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
  await user.type(screen.getByLabelText('Phone number'), '7700900123');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Str0ng!Pass');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Str0ng!Pass');
  await user.type(screen.getByLabelText('Brand name'), 'Newco');
  await user.type(screen.getByLabelText('Website'), 'www.newco.test');
}

const countryDetails = ok({
  countryId: 77,
  code: 'GB',
  name: 'United Kingdom',
  dialCode: '+44',
  currency: 'GBP',
  timeZones: [{ timeZoneId: 1, timeZone: 'Europe/London' }],
});

describe('the sign-up form', () => {
  it("shows the spec's messages for every empty field at once", async () => {
    await fakeAuthApi({});
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const message of [
      SIGNUP_MSG.titleRequired,
      MSG.firstNameRequired,
      MSG.emailRequired,
      SIGNUP_MSG.jobFunctionRequired,
      // No country guessed from the browser here, so the dial code is asked for first.
      PROFILE_MSG.countryCodeRequired,
      MSG.passwordRequired,
      MSG.confirmPasswordRequired,
      SIGNUP_MSG.companyRequired,
      MSG.websiteRequired,
      MSG.countryRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('ticks the strength rules and refuses a confirmation that differs', async () => {
    await fakeAuthApi({});
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'abcDEF12');
    const rules = within(screen.getByRole('list', { name: 'Password rules' }));
    expect(rules.getByText('Uppercase letter').closest('li')).toHaveClass('is-met');
    expect(rules.getByText(/Special character/).closest('li')).not.toHaveClass('is-met');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'abcDEF13');
    await user.tab();
    expect(await screen.findByText(MSG.passwordMismatch)).toBeInTheDocument();
  });

  it('says on blur that a business email is already registered', async () => {
    const api = await fakeAuthApi({
      CheckEmailExists: () => ({
        body: { status: false, message: SIGNUP_MSG.emailTaken, data: { exists: true } },
      }),
    });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Business email'), 'admin@acme.test');
    await user.tab();
    expect(await screen.findByText(SIGNUP_MSG.emailTaken)).toBeInTheDocument();
    const sent = api.requests.find((r) => r.path === 'CheckEmailExists')!.body;
    expect(sent.purpose).toBe('signup');
    expect((await api.opened(sent.emailId)).v).toBe('admin@acme.test');
  });

  it('verifies the email with the mailed code, saves, and goes on to Licensetype', async () => {
    const api = await fakeAuthApi({
      CheckEmailExists: () => ok({ exists: false }, SIGNUP_MSG.emailAvailable),
      GetCountryDetails: () => countryDetails,
      'SignUp/RequestOTP': () =>
        ok({
          otpToken: 'signup-token-0123456789',
          otpExpiresInSeconds: 300,
          resendAfterSeconds: 30,
          maskedEmail: 'n***@newco.test',
        }),
      'SignUp/ValidateOTP': () => ok({ state: 'valid' }, 'Valid OTP'),
      SaveSignUp: () =>
        ok({ clientId: 9, userId: 12, clientName: 'Newco', isAgency: false, q: 'signed.q' }),
    });
    const { user, router } = renderPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
    expect(api.requests.find((r) => r.path === 'SignUp/RequestOTP')?.body).toEqual({
      emailId: 'nina@newco.test',
    });
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Licensetype'));
    expect(router.state.location.search).toBe('?q=signed.q');
    expect(api.requests.find((r) => r.path === 'SaveSignUp')?.body).toMatchObject({
      otpToken: 'signup-token-0123456789',
      title: 'Ms',
      emailId: 'nina@newco.test',
      countryCode: '+44',
      phoneNo: '7700900123',
      accountType: 'brand',
      companyName: 'Newco',
      countryId: 77,
      currency: 'GBP',
      timeZoneId: 1,
      jobFunctionId: 1,
    });
  });

  it('brings the form back with the message when the email was registered meanwhile', async () => {
    await fakeAuthApi({
      CheckEmailExists: () => ok({ exists: false }),
      GetCountryDetails: () => countryDetails,
      'SignUp/RequestOTP': () =>
        ok({
          otpToken: 'signup-token-0123456789',
          otpExpiresInSeconds: 300,
          resendAfterSeconds: 30,
          maskedEmail: 'n***@newco.test',
        }),
      'SignUp/ValidateOTP': () => ok({ state: 'valid' }, 'Valid OTP'),
      SaveSignUp: () => ({
        status: 409,
        body: {
          status: false,
          message: SIGNUP_MSG.emailTaken,
          errors: { emailId: SIGNUP_MSG.emailTaken },
        },
      }),
    });
    const { user } = renderPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    expect(await screen.findByText(SIGNUP_MSG.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Business email')).toHaveValue('nina@newco.test');
  });
});
