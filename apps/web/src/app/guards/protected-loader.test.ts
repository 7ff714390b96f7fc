import type { LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/store/app-store';
import { protectedLoader } from './protected-loader';

function run(pathname: string): unknown {
  const args = {
    request: new Request(`http://localhost${pathname}`),
    params: {},
  } as LoaderFunctionArgs;
  try {
    return protectedLoader(args);
  } catch (thrown) {
    return thrown;
  }
}

function signIn(permissions: unknown) {
  localStorage.setItem('accessToken', 'token-1');
  localStorage.setItem('permissions', JSON.stringify(permissions));
  useAppStore.getState().setAuth(true);
}

describe('protectedLoader', () => {
  beforeEach(() => useAppStore.getState().resetSession());

  it('redirects to / with history replaced when no token is stored', () => {
    const result = run('/dashboard') as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get('Location')).toBe('/');
    expect(result.headers.get('X-Remix-Replace')).toBe('true');
  });

  it('lets a signed-in user with the right permission through', () => {
    signIn([{ featureId: 1, viewAccess: true }]);
    expect(run('/dashboard')).toEqual({ forbidden: false });
  });

  it('sends a denied page to /dashboard', () => {
    signIn({ 1: { viewAccess: true }, 54: { viewAccess: false } });
    expect((run('/invoice-list/invoice') as Response).headers.get('Location')).toBe('/dashboard');
  });

  it('with empty permissions clears storage except the kept keys, resets state, goes to /', () => {
    signIn({});
    localStorage.setItem('masterData', '{"timeZoneList":[1]}');
    localStorage.setItem('ipAddressData', '{}');
    localStorage.setItem('disable_plugin_last_shown', '123');
    localStorage.setItem('userInfo', 'secret');
    useAppStore.getState().setScope({ clientId: 7 });

    const result = run('/dashboard') as Response;

    expect(result.headers.get('Location')).toBe('/');
    expect(Object.keys(localStorage).sort()).toEqual([
      'disable_plugin_last_shown',
      'ipAddressData',
      'masterData',
    ]);
    expect(useAppStore.getState().isAuth).toBe(false);
    expect(useAppStore.getState().clientId).toBeNull();
  });
});
