import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECOND_FACTOR_MSG } from '@resonate/contracts/auth/second-factor-messages';
import { useAppStore } from '@/shared/store/app-store';
import { createMemoryKeyStore } from '@/shared/storage/key-store';
import { setKeyStore } from '@/shared/storage/secure-items';
import { fakeAuthApi } from '@/testing/fake-auth-api';
import { loginData } from '@/testing/login-data';
import { fillAndSubmit, renderPanel } from '../sign-in-panel.test-utils';

const step = (overrides: object = {}) => ({
  token: 'step-token-0123456789',
  expiresInSeconds: 600,
  totp: true,
  passkey: false,
  recoveryCodes: true,
  emailFallback: true,
  ...overrides,
});
const secondFactorRequired =
  (overrides: object = {}) =>
  () => ({
    body: {
      status: true,
      message: SECOND_FACTOR_MSG.required,
      data: { maskedEmail: 'a***@acme.test', secondFactor: step(overrides) },
    },
  });
const signedIn = () => ({
  body: { status: true, message: 'Login successful', data: loginData({ isCampaign: false }) },
});

describe('SignInPanel, strong second factor', () => {
  beforeEach(() => {
    setKeyStore(createMemoryKeyStore());
    useAppStore.getState().resetSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the app code instead of an emailed one, shows refusals, then signs in', async () => {
    const api = await fakeAuthApi({
      LoginValidate: secondFactorRequired(),
      'SecondFactor/Totp': (body) =>
        body.code === '654321'
          ? signedIn()
          : {
              status: 400,
              body: { status: false, message: SECOND_FACTOR_MSG.totpInvalid, data: {} },
            },
    });
    const { user, onSignedIn } = renderPanel();
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Email me a code instead' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();

    const field = screen.getByLabelText('Code from your authenticator app');
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code');
    await user.clear(field);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MSG.totpInvalid);
    await user.type(screen.getByLabelText('Code from your authenticator app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/launch-pad', expect.anything()));
    expect(api.requests.filter((r) => r.path === 'SecondFactor/Totp').at(-1)!.body).toEqual({
      token: 'step-token-0123456789',
      code: '654321',
    });
  });

  it('hides the emailed code when the company requires a strong factor; takes a recovery code', async () => {
    await fakeAuthApi({
      LoginValidate: secondFactorRequired({ emailFallback: false }),
      'SecondFactor/RecoveryCode': signedIn,
    });
    const { user, onSignedIn } = renderPanel();
    await fillAndSubmit(user);
    await screen.findByRole('heading', { name: 'Two-step verification' });
    expect(screen.queryByRole('button', { name: 'Email me a code instead' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-23456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  it('"Email me a code instead" opens the usual OTP step', async () => {
    await fakeAuthApi({
      LoginValidate: secondFactorRequired(),
      'SecondFactor/EmailCode': () => ({
        body: {
          status: true,
          message: 'OTP Required',
          data: {
            otpToken: 'otp-token-0123456789',
            otpExpiresInSeconds: 300,
            maskedEmail: 'a***@acme.test',
          },
        },
      }),
    });
    const { user } = renderPanel();
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Email me a code instead' }));
    expect(
      await screen.findByRole('heading', { name: 'One-Time Password verification' }),
    ).toBeVisible();
  });
});
