import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '@resonate/contracts/account';
import { startApiProcess, type TApiProcess } from '../../test/api-process.ts';
import { createDemoApp, DEMO_PASSWORD, seal } from '../../test/auth-helpers.ts';
import type { TTestApp } from '../../test/create-test-app.ts';
import { WHITELIST_CACHE_MS } from '#/modules/account/index.ts';
import { AUTH_RATE_LIMITS } from '#/modules/auth/index.ts';

/**
 * Issue 24 item 1: two API processes on one database enforce one set of limits. Every request
 * here comes from 127.0.0.1 over real HTTP, alternating between the processes.
 */
let t: TTestApp;
let a: TApiProcess;
let b: TApiProcess;
let logins = 0;

beforeAll(async () => {
  t = await createDemoApp();
  [a, b] = await Promise.all([
    startApiProcess({ databaseUrl: t.database.url, dataDir: t.dataDir }),
    startApiProcess({ databaseUrl: t.database.url, dataDir: t.dataDir }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await t?.close();
});

/** LoginValidate on one process, sealed with a nonce that process issued, as the SPA does. */
async function login(api: TApiProcess, email: string, password: string) {
  const key = await api.call('/api/User/GetEncrypted', {});
  const { publicKey, hashval } = key.json.data as { publicKey: string; hashval: string };
  logins += 1;
  return api.call('/api/LoginValidate', {
    loginName: await seal(publicKey, email, hashval),
    loginPassword: await seal(publicKey, password, hashval),
    hashval,
    userAgent: 'vitest',
  });
}

describe('two API processes on one database', () => {
  it('apply a whitelist change made through one process on the other at once', async () => {
    const signedIn = await login(a, 'admin@acme.test', DEMO_PASSWORD);
    const { accessToken, clientId } = signedIn.json.data as {
      accessToken: string;
      clientId: number;
    };
    const asAdmin = (api: TApiProcess, endpoint: string, body: object = {}) =>
      api.call(`/api/${endpoint}`, { clientId, ...body }, { accesstoken: accessToken });
    // B has the (empty) list in its cache.
    expect((await asAdmin(b, 'GetClientDetails')).status).toBe(200);

    const saved = await asAdmin(a, 'UpsertIpWhiteList', {
      items: [{ ipAddress: '10.9.9.9', description: 'office' }],
      confirmLockout: true,
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    let refused = await asAdmin(b, 'GetClientDetails');
    // NOTIFY reaches B within milliseconds; the cache alone would keep the old list 10 s.
    while (refused.status === 200 && Date.now() - savedAt < 1000) {
      refused = await asAdmin(b, 'GetClientDetails');
    }
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(ACCOUNT_MSG.accessNotAllowed);
    expect(Date.now() - savedAt).toBeLessThan(WHITELIST_CACHE_MS / 5);

    // Cleared by hand on the database (an operator's fix): both processes let the admin in.
    await t.app.ownerDb.deleteFrom('ip_whitelist').execute();
    await expect.poll(async () => (await asAdmin(b, 'GetClientDetails')).status).toBe(200);
    expect((await asAdmin(a, 'GetClientDetails')).status).toBe(200);
  });

  it('count failed sign-ins of one account as one process would (captcha after 2)', async () => {
    const email = 'viewer@acme.test';
    expect((await login(a, email, 'Wrong@1')).json.data).toEqual({ captchaRequired: false });
    expect((await login(b, email, 'Wrong@1')).json.data).toEqual({ captchaRequired: false });
    expect((await login(a, email, 'Wrong@1')).json.data).toEqual({ captchaRequired: true });
    // Even the right password needs the captcha now, on either process.
    const right = await login(b, email, DEMO_PASSWORD);
    expect(right.status).toBe(400);
    expect(right.json.message).toBe('Enter captcha');
  });

  it("share one address's LoginValidate budget: the request past it is refused on either", async () => {
    const max = AUTH_RATE_LIMITS.login.rateLimit.max;
    const processes = [a, b];
    while (logins < max) {
      const response = await login(processes[logins % 2]!, 'nobody@acme.test', 'Wrong@1');
      expect(response.status).not.toBe(429);
    }
    expect((await login(a, 'nobody@acme.test', 'Wrong@1')).status).toBe(429);
    expect((await login(b, 'nobody@acme.test', 'Wrong@1')).status).toBe(429);
  });
});
