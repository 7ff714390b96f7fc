import type { LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSecureItems } from '@/shared/storage/secure-items';
import { writePermissions } from '@/shared/storage/permissions';
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

async function signIn(permissions: Parameters<typeof writePermissions>[0]) {
  localStorage.setItem('accessToken', 'token-1');
  await writePermissions(permissions);
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

  it('lets a signed-in user with the right permission through', async () => {
    await signIn([{ featureId: 1, viewAccess: true }]);
    expect(run('/dashboard')).toEqual({ forbidden: false });
  });

  it('sends a denied page to /dashboard', async () => {
    await signIn({ 1: { viewAccess: true }, 54: { viewAccess: false } });
    expect((run('/invoice-list/invoice') as Response).headers.get('Location')).toBe('/dashboard');
  });

  it('with empty permissions clears storage except the kept keys, resets state, goes to /', async () => {
    await signIn({});
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

  it('treats permissions that cannot be decrypted (key gone) as empty and ends the session', async () => {
    await signIn([{ featureId: 1, viewAccess: true }]);
    localStorage.setItem('permissions', btoa('not sealed with this key, or tampered with'));
    await loadSecureItems(); // what boot does after a reload

    const result = run('/dashboard') as Response;

    expect(result.headers.get('Location')).toBe('/');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(useAppStore.getState().isAuth).toBe(false);
  });
});
