import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/shared/store/app-store';
import { createMemoryKeyStore } from '@/shared/storage/key-store';
import { setKeyStore } from '@/shared/storage/secure-items';
import { fakeAuthApi } from '@/testing/fake-auth-api';
import { loginData } from '@/testing/login-data';
import { fillAndSubmit, renderPanel } from './sign-in-panel.test-utils';

describe('SignInPanel, OTP step', () => {
  beforeEach(() => {
    setKeyStore(createMemoryKeyStore());
    useAppStore.getState().resetSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("'OTP Required' opens the OTP step; the 6th digit validates and confirms", async () => {
    const otpToken = 'otp-token-0123456789';
    const api = await fakeAuthApi({
      LoginValidate: () => ({
        body: {
          status: true,
          message: 'OTP Required',
          data: { otpToken, otpExpiresInSeconds: 300, maskedEmail: 'o**@acme.test' },
        },
      }),
      LoginValidateOTP: (body) =>
        body.otp === '123456'
          ? { body: { status: true, message: 'Valid OTP', data: { state: 'valid' } } }
          : {
              status: 400,
              body: {
                status: false,
                message: 'Invalid OTP',
                data: { state: 'invalid', attemptsLeft: 4 },
              },
            },
      LoginValidateConfirm: () => ({
        body: { status: true, message: 'Login successful', data: loginData({ isCampaign: false }) },
      }),
    });
    const { user, onSignedIn } = renderPanel();
    await fillAndSubmit(user);
    expect(
      await screen.findByRole('heading', { name: 'One-Time Password verification' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/o\*\*@acme\.test/)).toBeInTheDocument();
    expect(screen.getByText(/The code expires in 0[45]:\d\d/)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    await waitFor(() => expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus());
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');

    await user.keyboard('123456');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/launch-pad', expect.anything()));
    expect(api.requests.filter((r) => r.path === 'LoginValidateConfirm')[0]!.body).toEqual({
      otpToken,
      otp: '123456',
    });
    expect(localStorage.getItem('accessToken')).toBe('access-token-1');
  });
});
