import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers.ts';
import { createDemoApp } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import {
  backdate,
  callAs,
  seedNotifications,
  unreadOf,
  type TCaller,
} from '../../../test/notification-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
  await seedNotifications(t.app, admin, 12);
});
afterAll(() => t.close());

const page = (pageNo: number, pageSize: number, extra: object = {}) => ({
  pagination: { pageNo, pageSize },
  ...extra,
});

describe('AlertAndNotifications: count and list', () => {
  it('counts unread as a numeric string', async () => {
    const res = await callAs(t.app, admin, 'GetUnreadCount');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: '12' });
    expect(await unreadOf(t.app, brand)).toBe('0');
  });

  it('lists newest first with the spec fields and totalRows in data and envelope', async () => {
    const res = await callAs(t.app, admin, 'GetAlertNotificationDetail', page(1, 5));
    const body = res.json();
    expect(body.totalRows).toBe(12);
    expect(body.data.totalRows).toBe(12);
    expect(body.data.notifications).toHaveLength(5);
    expect(body.data.notifications[0]).toMatchObject({
      notificationTypeID: 3,
      eventName: 'Event 12',
      readStatus: 'false',
      status: 'Unread',
    });
    expect(new Date(body.data.notifications[0].createdDate).toISOString()).toBe(
      body.data.notifications[0].createdDate,
    );
  });

  it('gives the last partial page, and an empty page beyond the end with the total intact', async () => {
    const last = (await callAs(t.app, admin, 'GetAlertNotificationDetail', page(3, 5))).json();
    expect(last.data.notifications.map((n: { eventName: string }) => n.eventName)).toEqual([
      'Event 2',
      'Event 1',
    ]);
    const beyond = (await callAs(t.app, admin, 'GetAlertNotificationDetail', page(9, 5))).json();
    expect(beyond.data).toEqual({ notifications: [], totalRows: 12 });
  });

  it.each([
    [page(0, 5), 'pagination.pageNo'],
    [page(1, 0), 'pagination.pageSize'],
    [page(1, 101), 'pagination.pageSize'],
    [page(1.5, 5), 'pagination.pageNo'],
    [{}, 'pagination'],
  ])('refuses bad paging %j with a 400 naming the field', async (extra, field) => {
    const res = await callAs(t.app, admin, 'GetAlertNotificationDetail', extra);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('filters by inclusive UTC days', async () => {
    await backdate(t.app, admin.clientId, 'Event 1', '2026-01-10T23:30:00Z');
    await backdate(t.app, admin.clientId, 'Event 2', '2026-01-12T00:10:00Z');
    const filter = (fromDate: string, toDate: string) =>
      page(1, 10, { isDateFilter: true, dateFilter: { fromDate, toDate } });
    const one = await callAs(
      t.app,
      admin,
      'GetAlertNotificationDetail',
      filter('2026-01-10', '2026-01-10'),
    );
    expect(one.json().data.notifications.map((n: { eventName: string }) => n.eventName)).toEqual([
      'Event 1',
    ]);
    const both = await callAs(
      t.app,
      admin,
      'GetAlertNotificationDetail',
      filter('2026-01-10', '2026-01-12'),
    );
    expect(both.json().totalRows).toBe(2);
    // The flag off: the filter is ignored.
    const off = await callAs(
      t.app,
      admin,
      'GetAlertNotificationDetail',
      page(1, 1, {
        isDateFilter: false,
        dateFilter: { fromDate: '2026-01-10', toDate: '2026-01-10' },
      }),
    );
    expect(off.json().totalRows).toBe(12);
  });

  it.each([
    [{ fromDate: '2026-02-02', toDate: '2026-02-01' }, 'dateFilter.toDate'],
    [{ fromDate: '2026-13-40', toDate: '2026-02-01' }, 'dateFilter.fromDate'],
    [{ fromDate: '01/02/2026', toDate: '2026-02-01' }, 'dateFilter.fromDate'],
    [undefined, 'dateFilter'],
  ])('refuses a bad date filter %j', async (dateFilter, field) => {
    const res = await callAs(
      t.app,
      admin,
      'GetAlertNotificationDetail',
      page(1, 5, { isDateFilter: true, dateFilter }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });
});

describe('AlertAndNotifications: scope', () => {
  it.each([[{ clientId: 999_999 }], [{ userId: 999_999 }], [{ departmentId: 999_999 }]])(
    'answers 403 when the body names someone else (%j)',
    async (override) => {
      for (const endpoint of ['GetUnreadCount', 'MarkAllAsRead', 'GetStreamTicket']) {
        const res = await callAs(t.app, admin, endpoint, override);
        expect(res.statusCode, endpoint).toBe(403);
      }
    },
  );

  it("never lets another client read or mark Acme Retail's notifications", async () => {
    const list = await callAs(t.app, admin, 'GetAlertNotificationDetail', page(1, 1));
    const id = list.json().data.notifications[0].notificationID as number;
    const res = await callAs(t.app, brand, 'UpdateNotificationStatus', { notificationID: id });
    expect(res.statusCode).toBe(404);
    const own = await callAs(t.app, brand, 'GetAlertNotificationDetail', page(1, 100));
    expect(own.json().data).toEqual({ notifications: [], totalRows: 0 });
    await callAs(t.app, brand, 'MarkAllAsRead');
    expect(await unreadOf(t.app, admin)).toBe('12');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/AlertAndNotifications/GetUnreadCount',
      payload: { departmentId: 0, clientId: admin.clientId, userId: admin.userId },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('AlertAndNotifications: marking read', () => {
  it('marks one read (twice is harmless), and the count drops by one', async () => {
    const list = await callAs(t.app, admin, 'GetAlertNotificationDetail', page(1, 1));
    const id = list.json().data.notifications[0].notificationID as number;
    const res = await callAs(t.app, admin, 'UpdateNotificationStatus', { notificationID: id });
    expect(res.json()).toMatchObject({ status: true, data: { unreadCount: '11' } });
    const again = await callAs(t.app, admin, 'UpdateNotificationStatus', { notificationID: id });
    expect(again.json().data.unreadCount).toBe('11');
    const first = (await callAs(t.app, admin, 'GetAlertNotificationDetail', page(1, 1))).json();
    expect(first.data.notifications[0]).toMatchObject({ readStatus: 'true', status: 'Read' });
  });

  it('answers 404 for an id that does not exist', async () => {
    const res = await callAs(t.app, admin, 'UpdateNotificationStatus', { notificationID: 987_654 });
    expect(res.statusCode).toBe(404);
  });

  it('marks all read: the count becomes 0', async () => {
    const res = await callAs(t.app, admin, 'MarkAllAsRead');
    expect(res.json()).toMatchObject({ status: true, data: { unreadCount: '0' } });
    expect(await unreadOf(t.app, admin)).toBe('0');
  });
});
