import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render-with-router';
import { NotificationBell } from './notification-bell';

const unread = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/notifications/api/get-unread-count', () => ({
  useUnreadCount: () => unread.count,
}));

function renderBell() {
  return renderAt(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationBell />
    </QueryClientProvider>,
    '/dashboard',
  );
}

describe('NotificationBell', () => {
  beforeEach(() => {
    unread.count = 0;
  });

  it('shows no badge while nothing is unread', () => {
    renderBell();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it.each([
    [7, '7'],
    [1500, '1.5k'],
    [250000, '2.5l'],
  ])('formats %i unread as %s', (count, shown) => {
    unread.count = count;
    renderBell();
    expect(screen.getByLabelText(`${count} unread notifications`)).toHaveTextContent(shown);
  });
});
