import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { createDemoApp, login } from '../../../test/auth-helpers.ts';

// The captcha is an image; tests read its answer from the drawing function instead.
let lastCaptchaText = '';
vi.mock('./crypto/captcha-image.ts', () => ({
  drawCaptcha: () => {
    lastCaptchaText = `Ab${Math.floor(Math.random() * 9000 + 1000)}`;
    return { text: lastCaptchaText, image: 'data:image/svg+xml;base64,PHN2Zy8+' };
  },
}));

let t: TTestApp;
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

async function newCaptcha() {
  const response = await t.app.inject({ method: 'GET', url: '/api/GetCaptcha' });
  return { captchaId: response.json().data.captchaId as string, text: lastCaptchaText };
}

describe('captcha after more than 2 failed attempts', () => {
  const ip = '10.2.0.1';
  it('is not asked for the first two failures, then is required and checked by the server', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await login(t.app, 'viewer@acme.test', 'Wrong@1', {}, ip);
      expect(response.statusCode).toBe(401);
    }
    const third = await login(t.app, 'viewer@acme.test', 'Wrong@1', {}, ip);
    expect(third.json().data).toEqual({ captchaRequired: true });

    const missing = await login(t.app, 'viewer@acme.test', 'Demo@12345', {}, ip);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Enter captcha',
      errors: { captcha: 'Enter captcha' },
    });

    const wrong = await newCaptcha();
    const bad = await login(
      t.app,
      'viewer@acme.test',
      'Demo@12345',
      { captchaId: wrong.captchaId, captcha: 'zzzzzz' },
      ip,
    );
    expect(bad.json()).toMatchObject({
      message: 'Invalid captcha',
      data: { captchaRequired: true },
    });

    const right = await newCaptcha();
    const good = await login(
      t.app,
      'viewer@acme.test',
      'Demo@12345',
      { captchaId: right.captchaId, captcha: right.text.toLowerCase() },
      ip,
    );
    expect(good.statusCode).toBe(200);
  });

  it('uses a captcha once: the same answer is refused the second time', async () => {
    const ip = '10.2.0.2';
    for (let i = 0; i < 3; i++) await login(t.app, 'brand@acme.test', 'Wrong@1', {}, ip);
    const { captchaId, text } = await newCaptcha();
    const first = await login(
      t.app,
      'brand@acme.test',
      'Wrong@1',
      { captchaId, captcha: text },
      ip,
    );
    expect(first.statusCode).toBe(401);
    const again = await login(
      t.app,
      'brand@acme.test',
      'Demo@12345',
      { captchaId, captcha: text },
      ip,
    );
    expect(again.json().message).toBe('Invalid captcha');
  });

  it('does not count an unpaid or inactive account as a failure', async () => {
    const ip = '10.2.0.3';
    for (let i = 0; i < 4; i++)
      expect((await login(t.app, 'unpaid@acme.test', 'Demo@12345', {}, ip)).statusCode).toBe(403);
    expect((await login(t.app, 'inactive@acme.test', 'Demo@12345', {}, ip)).json().message).toBe(
      'Account not activated',
    );
  });
});

describe('throttling', () => {
  it('answers 429 with a clear message past the per-address limit of the login endpoint', async () => {
    const ip = '10.3.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/LoginValidate',
        payload: {},
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/LoginValidate',
      payload: {},
      remoteAddress: ip,
    });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({
      status: false,
      message: expect.stringMatching(/Too many requests/),
    });
  });
});

describe('locks', () => {
  it('locks an address after repeated failures, for every account, with a retry time', async () => {
    const { failureKeys, recordFailure } = await import('./abuse/failures.ts');
    const keys = failureKeys(t.app.config.appSecret, 'someone@else.test', '10.4.0.1');
    for (let i = 0; i < 30; i++) await recordFailure(t.app, keys);
    const response = await login(t.app, 'admin@acme.test', 'Demo@12345', {}, '10.4.0.1');
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(
      /^Too many sign-in attempts\. Try again in \d+ minutes\.$/,
    );
    expect(response.json().data.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('cannot be turned against the owner: past 100 failures the right password still gets in by OTP', async () => {
    const { failureKeys, recordFailure } = await import('./abuse/failures.ts');
    for (let i = 0; i < 100; i++) {
      await recordFailure(
        t.app,
        failureKeys(t.app.config.appSecret, 'brand@acme.test', `10.5.${i}.1`),
      );
    }
    const ip = '10.5.200.1';
    const wrongCaptcha = await newCaptcha();
    const wrong = await login(t.app, 'brand@acme.test', 'Wrong@1', { ...answer(wrongCaptcha) }, ip);
    expect(wrong.statusCode).toBe(429);
    expect(wrong.json().message).toMatch(/one-time code by email, or reset your password/);

    const rightCaptcha = await newCaptcha();
    const right = await login(
      t.app,
      'brand@acme.test',
      'Demo@12345',
      { ...answer(rightCaptcha) },
      ip,
    );
    expect(right.statusCode).toBe(200);
    expect(right.json().message).toBe('OTP Required');
  });
});

function answer(captcha: { captchaId: string; text: string }) {
  return { captchaId: captcha.captchaId, captcha: captcha.text };
}

describe('an admin lifts a lock', () => {
  it('unlocks a user of their own client only, and only as an admin', async () => {
    const { failureKeys, failureStatus, recordFailure } = await import('./abuse/failures.ts');
    const { signIn } = await import('../../../test/auth-helpers.ts');
    const nonAdmin = await signIn(t.app, 'viewer@acme.test');
    const keys = failureKeys(t.app.config.appSecret, 'viewer@acme.test', '10.6.0.1');
    for (let i = 0; i < 100; i++)
      await recordFailure(t.app, {
        account: keys.account,
        address: failureKeys(t.app.config.appSecret, 'x', `10.6.${i}.9`).address,
      });
    expect((await failureStatus(t.app, keys)).accountLocked).toBe(true);

    const unlock = (token: string, emailId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/User/UnlockSignIn',
        headers: { accesstoken: token },
        payload: { emailId },
      });
    // An admin of another client (Acme Outlet) cannot see, let alone unlock, Acme Retail's user.
    const otherClientAdmin = await signIn(t.app, 'reset@acme.test');
    expect((await unlock(otherClientAdmin.accessToken, 'viewer@acme.test')).statusCode).toBe(404);
    expect((await unlock(nonAdmin.accessToken, 'viewer@acme.test')).statusCode).toBe(403);
    const admin = await signIn(t.app, 'admin@acme.test');
    expect((await unlock(admin.accessToken, 'viewer@acme.test')).json()).toMatchObject({
      status: true,
      message: 'Sign-in unlocked',
    });
    expect((await failureStatus(t.app, keys)).accountLocked).toBe(false);
  });
});

describe('captcha per address', () => {
  it('asks for a captcha from a shared address only after more than 10 failures across accounts', async () => {
    const { failureKeys, failureStatus, recordFailure } = await import('./abuse/failures.ts');
    const ip = '10.7.0.1';
    for (let i = 0; i < 10; i++)
      await recordFailure(t.app, failureKeys(t.app.config.appSecret, `person${i}@office.test`, ip));
    const fresh = failureKeys(t.app.config.appSecret, 'someone-new@office.test', ip);
    expect((await failureStatus(t.app, fresh)).captchaRequired).toBe(false);
    await recordFailure(t.app, failureKeys(t.app.config.appSecret, 'person10@office.test', ip));
    expect((await failureStatus(t.app, fresh)).captchaRequired).toBe(true);
  });
});
