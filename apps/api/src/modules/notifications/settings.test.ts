import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT_TYPES } from '@resonate/contracts/notifications';
import { createDemoApp, signIn, waitForOutboxMail } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import {
  callAs,
  seedNotifications,
  unreadOf,
  type TCaller,
} from '../../../test/notification-helpers.ts';
import { notify } from './notify.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
});
afterAll(() => t.close());

describe('alert settings', () => {
  it('starts from the defaults: everything in-app, security events by email', async () => {
    const res = await callAs(t.app, admin, 'GetAlertNotificationStatus');
    const { settings } = res.json().data;
    expect(settings).toHaveLength(NOTIFICATION_EVENT_TYPES.length);
    expect(settings[0]).toEqual({
      notificationTypeID: 1,
      eventName: 'Sign-in from a new device',
      inApp: true,
      email: true,
    });
    expect(
      settings
        .filter((s: { email: boolean }) => s.email)
        .map((s: { notificationTypeID: number }) => s.notificationTypeID),
    ).toEqual([1, 2]);
    expect(settings.every((s: { inApp: boolean }) => s.inApp)).toBe(true);
  });

  it('saves the rows sent and answers with the whole table', async () => {
    const res = await callAs(t.app, admin, 'UpdateAlertNotificationStatus', {
      settings: [{ notificationTypeID: 3, inApp: false, email: true }],
    });
    expect(res.statusCode).toBe(200);
    const row = res
      .json()
      .data.settings.find((s: { notificationTypeID: number }) => s.notificationTypeID === 3);
    expect(row).toMatchObject({ inApp: false, email: true });
    const again = (await callAs(t.app, admin, 'GetAlertNotificationStatus')).json().data.settings;
    expect(again[2]).toMatchObject({ notificationTypeID: 3, inApp: false, email: true });
    // The other user's settings are their own.
    const theirs = (await callAs(t.app, viewer, 'GetAlertNotificationStatus')).json().data.settings;
    expect(theirs[2]).toMatchObject({ inApp: true, email: false });
  });

  it('filters notify(): in-app off creates no notification, email on sends a mail', async () => {
    const before = await unreadOf(t.app, admin);
    await seedNotifications(t.app, admin, 1, 'importFinished');
    expect(await unreadOf(t.app, admin)).toBe(before);
    const mail = await waitForOutboxMail(t.dataDir, 'admin@acme.test');
    expect(mail).toContain('Subject: Resonate: Import finished');
    expect(mail).toContain('/preferences/alerts-and-notifications');
  });

  it('reaches every account admin of the client when asked to', async () => {
    const before = Number(await unreadOf(t.app, admin));
    await notify(t.app, undefined, {
      clientId: admin.clientId,
      userId: 'accountAdmins',
      eventType: 'invoiceIssued',
    });
    expect(Number(await unreadOf(t.app, admin))).toBe(before + 1);
    expect(await unreadOf(t.app, viewer)).toBe('0');
  });

  it.each([
    [{ settings: [] }],
    [{ settings: [{ notificationTypeID: 99, inApp: true, email: true }] }],
    [
      {
        settings: [
          { notificationTypeID: 1, inApp: true, email: true },
          { notificationTypeID: 1, inApp: false, email: true },
        ],
      },
    ],
    [{ settings: [{ notificationTypeID: 1, inApp: 'yes', email: true }] }],
  ])('refuses a bad update with 400 (%j)', async (extra) => {
    const res = await callAs(t.app, admin, 'UpdateAlertNotificationStatus', extra);
    expect(res.statusCode).toBe(400);
  });

  it("refuses another user's settings with 403", async () => {
    const res = await callAs(t.app, admin, 'UpdateAlertNotificationStatus', {
      userId: viewer.userId,
      settings: [{ notificationTypeID: 1, inApp: false, email: false }],
    });
    expect(res.statusCode).toBe(403);
  });
});
