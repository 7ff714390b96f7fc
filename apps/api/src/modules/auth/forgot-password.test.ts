import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../test/create-test-app.ts';
import {
  codeIn,
  createDemoApp,
  encryptionKey,
  login,
  newPasswordIn,
  signIn,
  waitForOutboxMail,
  OTP_SUBJECT,
  NEW_PASSWORD_SUBJECT,
} from '../../../test/auth-helpers.ts';

let t: TTestApp;
const seen = new Set<string>();
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function forgot(emailId: string) {
  const { hashval } = await encryptionKey(t.app);
  return post('/api/ForgetPassword', { emailId, hashval });
}

describe('forgot password', () => {
  it('answers an unknown email exactly like a known one', async () => {
    const known = (await forgot('reset@acme.test')).json();
    const unknown = (await forgot('nobody@acme.test')).json();
    expect(unknown.message).toBe(known.message);
    expect(Object.keys(unknown.data)).toEqual(Object.keys(known.data));
    expect(unknown.data.otpToken.length).toBeGreaterThan(40);
    const decoy = await post('/api/ValidateOTP', {
      otpToken: unknown.data.otpToken,
      otp: '123456',
    });
    expect(decoy.json().message).toBe('Invalid OTP');
    await waitForOutboxMail(t.dataDir, 'reset@acme.test', seen, OTP_SUBJECT);
  });

  it('mails a new password after a valid code, revokes sessions, and the new password works', async () => {
    const session = await signIn(t.app, 'reset@acme.test');
    const started = (await forgot('reset@acme.test')).json();
    expect(started.message).toBe('OTP sent successfully');
    const otpToken = started.data.otpToken;
    const code = codeIn(await waitForOutboxMail(t.dataDir, 'reset@acme.test', seen, OTP_SUBJECT));

    const early = await post('/api/UpdatePassword', {
      emailId: 'reset@acme.test',
      hashval: (await encryptionKey(t.app)).hashval,
      otpToken,
    });
    expect(early.statusCode).toBe(400);

    expect((await post('/api/ValidateOTP', { otpToken, otp: code })).json().message).toBe(
      'Valid OTP',
    );
    const updated = await post('/api/UpdatePassword', {
      emailId: 'reset@acme.test',
      hashval: (await encryptionKey(t.app)).hashval,
      otpToken,
    });
    expect(updated.json()).toMatchObject({
      status: true,
      message: 'New password sent successfully to the registered email id',
    });

    const password = newPasswordIn(
      await waitForOutboxMail(t.dataDir, 'reset@acme.test', seen, NEW_PASSWORD_SUBJECT),
    );
    expect(password).toMatch(/^\S{8,15}$/);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/User/GetSession',
      headers: { accesstoken: session.accessToken },
    });
    expect(old.statusCode).toBe(401);
    expect((await login(t.app, 'reset@acme.test')).statusCode).toBe(401);
    expect((await login(t.app, 'reset@acme.test', password)).json().message).toBe(
      'Login successful',
    );

    const reused = await post('/api/UpdatePassword', {
      emailId: 'reset@acme.test',
      hashval: (await encryptionKey(t.app)).hashval,
      otpToken,
    });
    expect(reused.statusCode).toBe(400);
  });

  it('does not let a code for one account reset another', async () => {
    const started = (await forgot('brand@acme.test')).json();
    const code = codeIn(await waitForOutboxMail(t.dataDir, 'brand@acme.test', seen, OTP_SUBJECT));
    await post('/api/ValidateOTP', { otpToken: started.data.otpToken, otp: code });
    const other = await post('/api/UpdatePassword', {
      emailId: 'admin@acme.test',
      hashval: (await encryptionKey(t.app)).hashval,
      otpToken: started.data.otpToken,
    });
    expect(other.statusCode).toBe(400);
  });
});
