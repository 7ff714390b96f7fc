import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppState } from '@/shared/store/app-store';
import {
  fakeNotificationsApi,
  item,
  renderWithQuery,
  signInForTest,
} from '../notifications.test-utils';
import NotificationsPage from './notifications-page';

vi.mock('@/shared/storage/user-info', () => ({ readUserInfo: () => ({ userId: 7 }) }));

beforeEach(signInForTest);
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

const many = (count: number) =>
  Array.from({ length: count }, (_, i) => item(count - i, i % 2 === 0));

describe('NotificationsPage', () => {
  it('lists a page with relative times, the total and paging', async () => {
    const api = fakeNotificationsApi(many(23));
    renderWithQuery(<NotificationsPage />, '/preferences/notifications');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText(/ago$/).length).toBeGreaterThan(0);
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–20 of 23')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '25');
    expect(await screen.findByText('Showing 1–23 of 23')).toBeInTheDocument();
    const last = api.requests.filter((r) => r.path === 'GetAlertNotificationDetail').at(-1);
    expect(last?.body.pagination).toEqual({ pageNo: 1, pageSize: 25 });
  });

  it('marks one read and all read', async () => {
    const api = fakeNotificationsApi([item(2), item(1)]);
    renderWithQuery(<NotificationsPage />, '/preferences/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read: Event 2' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Mark as read: Event 2' }),
      ).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mark as read/ })).toBeNull());
    expect(api.requests.map((r) => r.path)).toContain('MarkAllAsRead');
  });

  it('filters by dates, refusing a to date before the from date', async () => {
    const api = fakeNotificationsApi([item(1)]);
    renderWithQuery(<NotificationsPage />, '/preferences/notifications');
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('From'), '2026-02-10');
    await userEvent.type(screen.getByLabelText('To'), '2026-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The to date must be on or after the from date.',
    );
    expect(api.requests.some((r) => r.body.isDateFilter === true)).toBe(false);
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-02-12');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.requests.at(-1)?.body).toMatchObject({
        isDateFilter: true,
        dateFilter: { fromDate: '2026-02-10', toDate: '2026-02-12' },
      }),
    );
  });

  it('shows an empty state', async () => {
    fakeNotificationsApi([]);
    renderWithQuery(<NotificationsPage />, '/preferences/notifications');
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByText('Showing 0–0 of 0')).toBeInTheDocument();
  });
});
