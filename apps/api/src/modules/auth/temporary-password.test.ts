import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPORARY_PASSWORD_MSG } from '@resonate/contracts/auth/temporary-password';
import type { TTestApp } from '../../../test/create-test-app.ts';
import {
  codeIn,
  createDemoApp,
  DEMO_PASSWORD,
  encryptionKey,
  login,
  newPasswordIn,
  NEW_PASSWORD_SUBJECT,
  OTP_SUBJECT,
  waitForOutboxMail,
} from '../../../test/auth-helpers.ts';

/**
 * The password "forgot password" mails sits in a mailbox: whoever reads it later (or reads the
 * mailbox) must not get a lasting way in. It signs in for 24 hours, and only to choose a new one.
 */
let t: TTestApp;
const seen = new Set<string>();
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { accesstoken: token } : {},
  });

/** The whole forgot-password flow; answers the mailed password. */
async function resetPassword(email: string): Promise<string> {
  const started = await post('/api/ForgetPassword', {
    emailId: email,
    hashval: (await encryptionKey(t.app)).hashval,
  });
  const { otpToken } = started.json().data;
  const code = codeIn(await waitForOutboxMail(t.dataDir, email, seen, OTP_SUBJECT));
  await post('/api/ValidateOTP', { otpToken, otp: code });
  const updated = await post('/api/UpdatePassword', {
    emailId: email,
    hashval: (await encryptionKey(t.app)).hashval,
    otpToken,
  });
  expect(updated.json().message).toBe('New password sent successfully to the registered email id');
  const mail = await waitForOutboxMail(t.dataDir, email, seen, NEW_PASSWORD_SUBJECT);
  expect(mail).toContain('24 hours');
  return newPasswordIn(mail);
}

/** Sign-in with the OTP step: the prompt for a new password comes after it. */
async function signInWithOtp(email: string, password: string) {
  const first = await login(t.app, email, password);
  expect(first.json().message).toBe('OTP Required');
  const { otpToken } = first.json().data;
  const code = codeIn(await waitForOutboxMail(t.dataDir, email, seen, OTP_SUBJECT));
  const confirmed = await post('/api/LoginValidateConfirm', { otpToken, otp: code });
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json().data as { accessToken: string; passwordChangeRequired?: boolean };
}

const OTHER_CALLS = [
  ['GET', '/api/User/GetSession'],
  ['GET', '/api/GetMyProfile'],
  ['POST', '/api/AlertAndNotifications/GetStreamTicket'],
  ['POST', '/api/User/UnlockSignIn'],
] as const;

describe('a mailed temporary password', () => {
  it('signs in (after the OTP) only to choose a new password: every other call is refused', async () => {
    const temporary = await resetPassword('otp@acme.test');
    const session = await signInWithOtp('otp@acme.test', temporary);
    expect(session.passwordChangeRequired).toBe(true);

    for (const [method, url] of OTHER_CALLS) {
      const refused = await t.app.inject({
        method,
        url,
        headers: { accesstoken: session.accessToken },
        ...(method === 'POST' ? { payload: { emailId: 'viewer@acme.test' } } : {}),
      });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        status: false,
        message: TEMPORARY_PASSWORD_MSG.chooseFirst,
        data: { passwordChangeRequired: true },
      });
    }

    // A weak password, or the temporary one kept, is refused and changes nothing.
    const weak = await post(
      '/api/ChangePassword',
      { currentPassword: temporary, newPassword: 'weak', confirmPassword: 'weak' },
      session.accessToken,
    );
    expect(weak.statusCode).toBe(400);
    const chosen = 'Chosen#Pass42';
    const changed = await post(
      '/api/ChangePassword',
      { currentPassword: temporary, newPassword: chosen, confirmPassword: chosen },
      session.accessToken,
    );
    expect(changed.statusCode).toBe(200);

    // The same session now works, and the chosen password signs in normally.
    const now = await t.app.inject({
      method: 'GET',
      url: '/api/User/GetSession',
      headers: { accesstoken: session.accessToken },
    });
    expect(now.statusCode).toBe(200);
    const again = await signInWithOtp('otp@acme.test', chosen);
    expect(again.passwordChangeRequired).toBe(false);
  });

  it('lets a temporary session sign out', async () => {
    const temporary = await resetPassword('reset@acme.test');
    const signedIn = await login(t.app, 'reset@acme.test', temporary);
    const { accessToken, userId, clientId } = signedIn.json().data;
    expect((await post('/api/Logout', { userId, clientId }, accessToken)).statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'GET',
      url: '/api/User/GetSession',
      headers: { accesstoken: accessToken },
    });
    expect(gone.statusCode).toBe(401);
  });

  it('refuses a temporary password older than 24 hours, asking for a new reset', async () => {
    const temporary = await resetPassword('reset@acme.test');
    await sql`update users set password_temporary_until = now() - interval '1 second'
      where email = 'reset@acme.test'`.execute(t.app.ownerDb);
    const expired = await login(t.app, 'reset@acme.test', temporary);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({
      status: false,
      message: TEMPORARY_PASSWORD_MSG.expired,
    });
    expect(expired.json().data?.accessToken).toBeUndefined();
    // A wrong password still gets the usual answer: expiry tells nothing to a guesser.
    expect((await login(t.app, 'reset@acme.test', DEMO_PASSWORD)).statusCode).toBe(401);
  });
});
