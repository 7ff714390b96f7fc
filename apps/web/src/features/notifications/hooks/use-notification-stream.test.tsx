import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unreadCountQueryKey } from '../api/get-unread-count';
import { fakeNotificationsApi, SCOPE } from '../notifications.test-utils';
import { useNotificationStream } from './use-notification-stream';

class FakeEventSource {
  static last: FakeEventSource | undefined;
  url: string;
  closed = false;
  onerror: (() => void) | null = null;
  #listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.#listeners.set(type, listener);
  }
  emit(type: string, data: unknown) {
    this.#listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('useNotificationStream', () => {
  it('opens the stream with a ticket (never the token) and puts pushed counts on the badge', async () => {
    const api = fakeNotificationsApi([]);
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    client.setQueryData(unreadCountQueryKey(SCOPE), 4);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useNotificationStream(SCOPE), { wrapper });
    await waitFor(() => expect(FakeEventSource.last).toBeDefined());
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/AlertAndNotifications/Stream?ticket=ticket');
    expect(source.url).not.toContain('test-token');
    expect(api.requests[0]).toMatchObject({ path: 'GetStreamTicket', body: SCOPE });
    act(() => source.emit('unread', { unreadCount: '9' }));
    expect(client.getQueryData(unreadCountQueryKey(SCOPE))).toBe(9);
    expect(result.current).toBe(true);
    unmount();
    expect(source.closed).toBe(true);
  });
});
