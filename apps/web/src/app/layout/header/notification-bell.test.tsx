import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeNotificationsApi,
  item,
  renderWithQuery,
  signInForTest,
} from '@/features/notifications/notifications.test-utils';
import { resetAppState } from '@/shared/store/app-store';
import { NotificationBell } from './notification-bell';

vi.mock('@/shared/storage/user-info', () => ({
  readUserInfo: () => ({ userId: 7, dateFormatId: 1, timeFormatId: 2 }),
}));

beforeEach(signInForTest);
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

const items = (count: number, unread: number) =>
  Array.from({ length: count }, (_, i) => item(count - i, i >= unread));

describe('NotificationBell', () => {
  it('shows no badge while nothing is unread', async () => {
    const api = fakeNotificationsApi([item(1, true)]);
    renderWithQuery(<NotificationBell />);
    await waitFor(() => expect(api.requests.map((r) => r.path)).toContain('GetUnreadCount'));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/unread notifications/)).not.toBeInTheDocument();
  });

  it.each([
    [7, '7'],
    [1500, '1.5k'],
    [250000, '2.5l'],
  ])('formats %i unread as %s', async (count, shown) => {
    fakeNotificationsApi(Array.from({ length: count }, (_, i) => item(i + 1)));
    renderWithQuery(<NotificationBell />);
    expect(await screen.findByLabelText(`${count} unread notifications`)).toHaveTextContent(shown);
  });

  it('opens on the latest five with the total, settings and view-all links', async () => {
    const api = fakeNotificationsApi(items(12, 3));
    renderWithQuery(<NotificationBell />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('heading', { name: 'Notifications (12)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Latest notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // 24-hour format (timeFormatId 2), DD-MM-YYYY (dateFormatId 1), UTC without a zone.
    expect(within(list).getByText('12-01-2026 09:30')).toBeInTheDocument();
    const detail = api.requests.find((r) => r.path === 'GetAlertNotificationDetail');
    expect(detail?.body).toMatchObject({ clientId: 3, userId: 7, departmentId: 0 });
    expect(detail?.body.pagination).toEqual({ pageNo: 1, pageSize: 5 });
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/preferences/alerts-and-notifications',
    );
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/preferences/notifications',
    );
  });

  it('marks one read (the badge drops by one) and then all (no badge)', async () => {
    const api = fakeNotificationsApi(items(6, 3));
    renderWithQuery(<NotificationBell />);
    expect(await screen.findByLabelText('3 unread notifications')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read: Event 6' }));
    expect(await screen.findByLabelText('2 unread notifications')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === 'UpdateNotificationStatus')?.body).toMatchObject({
      notificationID: 6,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.queryByLabelText(/unread notifications/)).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
