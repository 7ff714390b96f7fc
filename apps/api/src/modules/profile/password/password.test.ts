import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@resonate/contracts/messages';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import {
  createDemoApp,
  DEMO_PASSWORD,
  login,
  signIn,
  waitForOutboxMail,
} from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { call, type TCaller } from '../profile-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let address = 0;

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh#Pass42';
// Each call from its own address, so the 10-a-minute limit only decides the test about it.
const post = (caller: TCaller, endpoint: string, body: object) =>
  call(t.app, caller, endpoint, body, `10.7.0.${(address += 1)}`);

describe('ValidatePassword', () => {
  it('accepts the current password and refuses a wrong one', async () => {
    const ok = await post(admin, 'ValidatePassword', { currentPassword: DEMO_PASSWORD });
    expect(ok.json()).toMatchObject({ status: true, message: PROFILE_MSG.currentPasswordValid });
    const wrong = await post(admin, 'ValidatePassword', { currentPassword: 'Wrong@12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Current password is incorrect',
      errors: { currentPassword: 'Current password is incorrect' },
    });
    const empty = await post(admin, 'ValidatePassword', { currentPassword: '' });
    expect(empty.json().errors.currentPassword).toBe(PROFILE_MSG.currentPasswordRequired);
  });

  it('allows 10 tries a minute per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await call(
        t.app,
        admin,
        'ValidatePassword',
        { currentPassword: 'x' },
        '10.6.0.1',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('ConfirmPassword', () => {
  it.each([
    [{ newPassword: '', confirmPassword: '' }, 'newPassword', MSG.passwordRequired],
    [
      { newPassword: 'weakpass', confirmPassword: 'weakpass' },
      'newPassword',
      PROFILE_MSG.passwordWeak,
    ],
    [
      { newPassword: NEW_PASSWORD, confirmPassword: '' },
      'confirmPassword',
      MSG.confirmPasswordRequired,
    ],
    [
      { newPassword: NEW_PASSWORD, confirmPassword: 'Other#Pass42' },
      'confirmPassword',
      'Password and confirm password does not match',
    ],
    [
      { newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
      'newPassword',
      'New password cannot be same as current password',
    ],
  ])('refuses %j', async (body, field, message) => {
    const res = await post(admin, 'ConfirmPassword', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('accepts a strong, confirmed, different password', async () => {
    const res = await post(admin, 'ConfirmPassword', {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.json()).toMatchObject({ status: true, message: PROFILE_MSG.passwordAccepted });
  });
});

describe('ChangePassword', () => {
  const change = (caller: TCaller, body: Partial<Record<string, string>> = {}) =>
    post(caller, 'ChangePassword', {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      ...body,
    });

  it.each([
    [{ currentPassword: 'Wrong@12345' }, 'currentPassword', 'Current password is incorrect'],
    [
      { newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
      'newPassword',
      'New password cannot be same as current password',
    ],
    [
      { confirmPassword: 'Other#Pass42' },
      'confirmPassword',
      'Password and confirm password does not match',
    ],
    [
      { newPassword: 'nouppercase1!', confirmPassword: 'nouppercase1!' },
      'newPassword',
      PROFILE_MSG.passwordWeak,
    ],
  ])('refuses %j and changes nothing', async (body, field, message) => {
    const res = await change(admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(
      (await login(t.app, 'admin@acme.test', DEMO_PASSWORD)).json().data.accessToken,
    ).toBeTruthy();
  });

  it('changes it, revokes the other sessions but not this one, notifies, and the new one signs in', async () => {
    const other = await signIn(t.app, 'viewer@acme.test');
    const mine = await signIn(t.app, 'viewer@acme.test');
    const elsewhere = await signIn(t.app, 'viewer@acme.test');
    const res = await change(mine);
    expect(res.json()).toMatchObject({ status: true, message: PROFILE_MSG.passwordChanged });

    expect((await call(t.app, mine, 'GetMyProfile')).statusCode).toBe(200);
    for (const revoked of [other, elsewhere]) {
      expect((await call(t.app, revoked, 'GetMyProfile')).statusCode).toBe(401);
    }
    expect((await login(t.app, 'viewer@acme.test', DEMO_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(t.app, 'viewer@acme.test', NEW_PASSWORD);
    expect(fresh.json().data.accessToken).toBeTruthy();

    const mail = await waitForOutboxMail(
      t.dataDir,
      'viewer@acme.test',
      new Set(),
      /Password changed/,
    );
    expect(mail).not.toContain(NEW_PASSWORD);
    const unread = await t.app.inject({
      method: 'POST',
      url: '/api/AlertAndNotifications/GetUnreadCount',
      headers: { accesstoken: mine.accessToken },
      payload: { departmentId: 0, clientId: mine.clientId, userId: mine.userId },
    });
    expect(Number(unread.json().data)).toBeGreaterThan(0);
  });

  it('answers 401 without a session', async () => {
    const res = await change({ ...admin, accessToken: 'forged' });
    expect(res.statusCode).toBe(401);
  });
});
