import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEATURE_IDS } from '@resonate/contracts/features';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { createTestApp } from '../../../test/create-test-app.ts';
import { signIn } from '../../../test/auth-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SEED_DEMO: 'true' },
    register: (app) => {
      app.get(
        '/api/test/invoices',
        { onRequest: app.requireAuth({ feature: FEATURE_IDS.invoiceList }) },
        async () => ({
          status: true,
          message: 'ok',
        }),
      );
    },
  });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const session = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/User/GetSession', headers: { accesstoken: token } });

describe('sessions', () => {
  it('accepts a signed-in token and refuses none, a forged one and a malformed one with 401', async () => {
    const { accessToken, userId } = await signIn(t.app, 'admin@acme.test');
    expect((await session(accessToken)).json().data.userId).toBe(userId);
    expect((await t.app.inject({ method: 'GET', url: '/api/User/GetSession' })).statusCode).toBe(
      401,
    );
    expect((await session('A'.repeat(43))).statusCode).toBe(401);
    expect((await session('not a token')).statusCode).toBe(401);
  });

  it('revokes the token at logout, and only for the caller', async () => {
    const { accessToken, userId, clientId } = await signIn(t.app, 'admin@acme.test');
    const other = await signIn(t.app, 'admin@acme.test');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/Logout',
      headers: { accesstoken: accessToken },
      payload: { userId: userId + 1, clientId },
    });
    expect(foreign.statusCode).toBe(403);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Logout',
      headers: { accesstoken: accessToken },
      payload: { userId, clientId },
    });
    expect(out.json()).toMatchObject({ status: true });
    expect((await session(accessToken)).statusCode).toBe(401);
    expect((await session(other.accessToken)).statusCode).toBe(200);
  });

  it('expires after 30 idle minutes (controlled clock), but not while in use', async () => {
    const { accessToken } = await signIn(t.app, 'admin@acme.test');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 20 * 60_000 });
    expect((await session(accessToken)).statusCode).toBe(200);
    vi.setSystemTime(start + 45 * 60_000);
    expect((await session(accessToken)).statusCode).toBe(200);
    vi.setSystemTime(start + 80 * 60_000);
    expect((await session(accessToken)).statusCode).toBe(401);
  });

  it('keeps a remember-me session beyond 30 minutes', async () => {
    const { login } = await import('../../../test/auth-helpers.ts');
    const token = (await login(t.app, 'admin@acme.test', undefined, { rememberMe: true })).json()
      .data.accessToken;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 60 * 60_000 });
    expect((await session(token)).statusCode).toBe(200);
  });

  it('answers 403 for a feature the role cannot view, and lets an admin through', async () => {
    const viewer = await signIn(t.app, 'viewer@acme.test');
    const admin = await signIn(t.app, 'admin@acme.test');
    const get = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/test/invoices', headers: { accesstoken: token } });
    expect((await get(viewer.accessToken)).statusCode).toBe(403);
    expect((await get(admin.accessToken)).statusCode).toBe(200);
  });
});
