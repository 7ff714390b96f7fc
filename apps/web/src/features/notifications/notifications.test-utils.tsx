import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { TAlertSetting, TNotificationItem } from '@resonate/contracts/notifications';
import { useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';

export const SCOPE = { departmentId: 0, clientId: 3, userId: 7 };

/** Signed in as user 7 of client 3: a token, the auth flag and the scope in the store. */
export function signInForTest() {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: SCOPE.clientId, departmentId: 0 });
}

export function item(id: number, read = false): TNotificationItem {
  return {
    notificationID: id,
    notificationTypeID: 1,
    eventName: `Event ${id}`,
    createdDate: new Date(Date.UTC(2026, 0, id, 9, 30)).toISOString(),
    readStatus: read ? 'true' : 'false',
    status: read ? 'Read' : 'Unread',
  };
}

/** An in-memory AlertAndNotifications/ API behind a mocked fetch; `requests` records calls. */
export function fakeNotificationsApi(items: TNotificationItem[], settings: TAlertSetting[] = []) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const unread = () => String(items.filter((i) => i.readStatus === 'false').length);
  const ok = (data: unknown, extra: object = {}) => ({
    status: true,
    message: 'ok',
    data,
    ...extra,
  });
  const handlers: Record<string, (body: Record<string, unknown>) => unknown> = {
    GetUnreadCount: () => ok(unread()),
    GetAlertNotificationDetail: (body) => {
      const { pageNo, pageSize } = body.pagination as { pageNo: number; pageSize: number };
      const notifications = items.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return ok({ notifications, totalRows: items.length }, { totalRows: items.length });
    },
    UpdateNotificationStatus: (body) => {
      const index = items.findIndex((i) => i.notificationID === body.notificationID);
      items[index] = { ...items[index]!, readStatus: 'true', status: 'Read' };
      return ok({ unreadCount: unread() });
    },
    MarkAllAsRead: () => {
      items.forEach((i, n) => (items[n] = { ...i, readStatus: 'true', status: 'Read' }));
      return ok({ unreadCount: '0' });
    },
    GetAlertNotificationStatus: () => ok({ settings }),
    UpdateAlertNotificationStatus: (body) => {
      const sent = body.settings as TAlertSetting[];
      settings = settings.map((row) => ({
        ...row,
        ...sent.find((s) => s.notificationTypeID === row.notificationTypeID),
      }));
      return ok({ settings });
    },
    GetStreamTicket: () => ok({ ticket: 'ticket', expiresInSeconds: 60 }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/AlertAndNotifications\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const reply = handlers[path]?.(body) ?? { status: false, message: 'unknown' };
      return new Response(JSON.stringify(reply), { status: handlers[path] ? 200 : 404 });
    }),
  );
  return { requests, items };
}

export function renderWithQuery(element: ReactElement, path = '/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(<QueryClientProvider client={client}>{element}</QueryClientProvider>, path);
}
