import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/shared/store/app-store';
import { createMemoryKeyStore } from '@/shared/storage/key-store';
import { readPermissions } from '@/shared/storage/permissions';
import { setKeyStore } from '@/shared/storage/secure-items';
import { readUserInfo } from '@/shared/storage/user-info';
import { fakeAuthApi } from '@/testing/fake-auth-api';
import { loginData } from '@/testing/login-data';
import { fillAndSubmit, renderPanel, wrongPassword } from './sign-in-panel.test-utils';

describe('SignInPanel', () => {
  beforeEach(() => {
    setKeyStore(createMemoryKeyStore());
    useAppStore.getState().resetSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec messages for an empty form and calls nothing', async () => {
    const api = await fakeAuthApi({});
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid business email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid password')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('seals the credentials to a fresh nonce, stores the session and lands on /analytics', async () => {
    const api = await fakeAuthApi({
      CheckEmailExists: () => ({ body: { status: true, message: 'ok', data: {} } }),
      LoginValidate: () => ({
        body: { status: true, message: 'Login successful', data: loginData() },
      }),
    });
    const { user, onSignedIn } = renderPanel();
    await fillAndSubmit(user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/analytics', expect.anything()));

    const login = api.requests.find((r) => r.path === 'LoginValidate')!.body;
    const hashval = login.hashval as string;
    expect(api.nonces).toContain(hashval);
    expect(await api.opened(login.loginName)).toEqual({ v: 'admin@acme.test', n: hashval });
    expect(await api.opened(login.loginPassword)).toEqual({ v: 'Demo@12345', n: hashval });
    expect(login).toMatchObject({ rememberMe: false, attempts: 0, oauth: false, IsADuser: false });
    // The blur check used a nonce of its own.
    const check = api.requests.find((r) => r.path === 'CheckEmailExists')!.body;
    expect(check.hashval).not.toBe(hashval);

    expect(localStorage.getItem('accessToken')).toBe('access-token-1');
    expect(localStorage.getItem('licenseTypeId')).toBe('2');
    expect(localStorage.getItem('timeZoneId')).toBe('3');
    expect(localStorage.getItem('userInfo')).not.toContain('userId');
    expect(readUserInfo()).toMatchObject({ userId: 7, licenseTypeId: 2, timeFormatId: 2 });
    expect(readPermissions()).toMatchObject({ 1: { viewAccess: true }, 54: { viewAccess: true } });
    expect(useAppStore.getState()).toMatchObject({ isAuth: true, clientId: 11, departmentId: 21 });
  });

  it('after a third wrong password shows the captcha; password and message handled', async () => {
    await fakeAuthApi({
      CheckEmailExists: () => ({ body: { status: true, message: 'ok' } }),
      LoginValidate: wrongPassword,
      GetCaptcha: () => ({
        body: {
          status: true,
          message: 'ok',
          data: { captchaId: 'c1', image: 'data:image/svg+xml,<svg/>' },
        },
      }),
    });
    const { user } = renderPanel();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await fillAndSubmit(user, 'wrong-pass');
      expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(localStorage.getItem('captchaRetry')).toBe(String(attempt));
      if (attempt < 3) expect(screen.queryByLabelText('Captcha')).toBeNull();
    }
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    expect(await screen.findByAltText('Captcha code to type')).toBeInTheDocument();
  });

  it("'Account not activated' goes under the email field and clears the password", async () => {
    await fakeAuthApi({
      LoginValidate: () => ({
        status: 403,
        body: { status: false, message: 'Account not activated' },
      }),
    });
    const { user, onRedirect } = renderPanel();
    await fillAndSubmit(user);
    expect(await screen.findByText('Account not activated')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(localStorage.getItem('captchaRetry')).toBeNull();
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it("'Clients not created' marks the user as an agency and goes to /account-setup", async () => {
    await fakeAuthApi({
      LoginValidate: () => ({
        status: 403,
        body: { status: false, message: 'Clients not created', data: { q: 'signed' } },
      }),
    });
    const { user, onRedirect } = renderPanel();
    await fillAndSubmit(user);
    await waitFor(() => expect(onRedirect).toHaveBeenCalledWith('/account-setup?q=signed'));
    expect(useAppStore.getState().isAgency).toBe(true);
  });

  it('a throttled sign-in shows the message and disables the button with a countdown', async () => {
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    await fakeAuthApi({
      LoginValidate: () => ({
        status: 429,
        body: { status: false, message, data: { retryAfterSeconds: 900 } },
      }),
    });
    const { user } = renderPanel();
    await fillAndSubmit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again in 1[45]:\d\d/ })).toBeDisabled();
  });
});
