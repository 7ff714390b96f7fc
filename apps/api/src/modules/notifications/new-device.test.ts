import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDemoApp,
  DEMO_PASSWORD,
  login,
  loginBody,
  waitForOutboxMail,
} from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { callAs, type TCaller } from '../../../test/notification-helpers.ts';
import { deviceLabel } from './events/device-label.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

let t: TTestApp;
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

async function signInFrom(email: string, userAgent: string, address: string): Promise<TCaller> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/LoginValidate',
    payload: await loginBody(t.app, email, DEMO_PASSWORD),
    headers: { 'user-agent': userAgent },
    remoteAddress: address,
  });
  const data = res.json().data;
  if (!data?.accessToken) throw new Error(res.body);
  return data as TCaller;
}

async function deviceNotices(caller: TCaller) {
  const res = await callAs(t.app, caller, 'GetAlertNotificationDetail', {
    pagination: { pageNo: 1, pageSize: 100 },
  });
  return (
    res.json().data.notifications as { notificationTypeID: number; eventName: string }[]
  ).filter((n) => n.notificationTypeID === 1);
}

describe('sign-in from a new device', () => {
  it('says nothing on the first sign-in ever, nor again from the same device', async () => {
    const first = await signInFrom('viewer@acme.test', 'vitest', '10.0.0.1');
    await signInFrom('viewer@acme.test', 'vitest', '10.0.0.1');
    expect(await deviceNotices(first)).toEqual([]);
  });

  it('notifies in-app and by email when the browser or the address is new', async () => {
    const caller = await signInFrom('viewer@acme.test', FIREFOX, '10.0.0.1');
    const notices = await deviceNotices(caller);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.eventName).toBe('Sign-in from a new device: Firefox on Windows, 10.0.0.1');
    const mail = await waitForOutboxMail(t.dataDir, 'viewer@acme.test');
    expect(mail).toContain('Subject: Resonate: Sign-in from a new device');
    expect(mail).toContain('Address: 10.0.0.1');
    await signInFrom('viewer@acme.test', FIREFOX, '10.0.0.2');
    expect(await deviceNotices(caller)).toHaveLength(2);
  });

  it('respects the settings: in-app off, no notification', async () => {
    const caller = await signInFrom('viewer@acme.test', 'vitest', '10.0.0.1');
    await callAs(t.app, caller, 'UpdateAlertNotificationStatus', {
      settings: [{ notificationTypeID: 1, inApp: false, email: false }],
    });
    await signInFrom('viewer@acme.test', 'another browser', '10.0.0.3');
    expect(await deviceNotices(caller)).toHaveLength(2);
  });

  it('does not break sign-in that fails', async () => {
    const res = await login(t.app, 'viewer@acme.test', 'Wrong@12345');
    expect(res.statusCode).toBe(401);
  });
});

describe('deviceLabel', () => {
  it.each([
    [FIREFOX, 'Firefox on Windows'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['curl/8.0', 'an unknown browser'],
  ])('%s -> %s', (agent, label) => {
    expect(deviceLabel(agent)).toBe(label);
  });
});
