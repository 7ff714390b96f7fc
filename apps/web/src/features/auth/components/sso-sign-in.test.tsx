import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/shared/store/app-store';
import { createMemoryKeyStore } from '@/shared/storage/key-store';
import { setKeyStore } from '@/shared/storage/secure-items';
import { fakeAuthApi } from '@/testing/fake-auth-api';
import { loginData } from '@/testing/login-data';
import { renderPanel } from './sign-in-panel.test-utils';

const acmeSso = (requireSso: boolean) => () => ({
  body: {
    status: true,
    message: 'Sign-in options',
    data: {
      providers: [{ providerId: 7, kind: 'oidc', displayName: 'Acme SSO' }],
      isADuser: false,
      requireSso,
    },
  },
});

describe('SignInPanel, single sign-on', () => {
  beforeEach(() => {
    setKeyStore(createMemoryKeyStore());
    useAppStore.getState().resetSession();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it("offers the domain's provider once the email is typed, the password still there", async () => {
    const api = await fakeAuthApi({ SignInDiscovery: acmeSso(false) });
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Business email'), 'ada@acme.test');
    await user.tab();
    expect(await screen.findByRole('button', { name: 'Sign in with Acme SSO' })).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
    const sent = api.requests.find((r) => r.path === 'SignInDiscovery')!.body;
    expect(sent).toEqual({ emailId: 'ada@acme.test' });
  });

  it("asks about the sign-in link's provider when the page was opened with one", async () => {
    window.history.replaceState(null, '', '/?sso=7');
    const api = await fakeAuthApi({ SignInDiscovery: acmeSso(false) });
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Business email'), 'ada@acme.test');
    await user.tab();
    expect(await screen.findByRole('button', { name: 'Sign in with Acme SSO' })).toBeVisible();
    const sent = api.requests.find((r) => r.path === 'SignInDiscovery')!.body;
    expect(sent).toEqual({ emailId: 'ada@acme.test', providerId: 7 });
  });

  it('hides the password when SSO is required, with the break-glass way back', async () => {
    await fakeAuthApi({ SignInDiscovery: acmeSso(true) });
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Business email'), 'ada@acme.test');
    await user.tab();
    await screen.findByText(/signs in with single sign-on/);
    expect(screen.getByLabelText('Password')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I am an administrator with a password' }));
    expect(screen.getByLabelText('Password')).toBeVisible();
  });

  it("finishes the provider's answer from this tab's attempt and signs in", async () => {
    sessionStorage.setItem(
      'ssoAttempt',
      JSON.stringify({
        state: 'state-1',
        browserKey: 'key-1',
        social: false,
        lastURL: '',
        email: 'ada@acme.test',
      }),
    );
    window.history.replaceState(null, '', '/?code=the-code&state=state-1');
    const api = await fakeAuthApi({
      VerifyAuthorizationCode: () => ({
        body: { status: true, message: 'Login successful', data: loginData() },
      }),
    });
    const { onSignedIn } = renderPanel();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/analytics', expect.anything()));
    const sent = api.requests.find((r) => r.path === 'VerifyAuthorizationCode')!.body;
    expect(sent).toEqual({ code: 'the-code', state: 'state-1', browserKey: 'key-1' });
    expect(window.location.search).toBe('');
  });
});
