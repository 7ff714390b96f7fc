import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { STREAM_EVENT_UNREAD, type TUnreadEvent } from '@resonate/contracts/notifications';
import { NOTIFICATION_STREAM } from '@resonate/contracts/notifications-endpoints';
import { endpointPath } from '@/shared/api/call';
import { buildUrl } from '@/shared/api/request-url';
import { NOTIFICATION_LISTS_KEY } from '../api/get-notifications';
import { getStreamTicket } from '../api/get-stream-ticket';
import { setUnreadCount } from '../api/update-notification-status';
import type { TScope } from './use-notification-scope';

const MAX_BACKOFF_MS = 30_000;

/**
 * Keeps the badge and lists current without a reload: server-sent events push the unread count
 * whenever it changes. Each connection needs a fresh ticket, so on any error (the server also
 * ends a stream after a few minutes) it closes and reconnects with a new one, backing off up to
 * 30 s. Returns whether the stream is live; while it is not, the badge query polls instead.
 */
export function useNotificationStream(scope: TScope | null): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const { clientId, userId, departmentId } = scope ?? {};

  useEffect(() => {
    if (!clientId || !userId || typeof EventSource === 'undefined') return;
    const ownScope = { clientId, userId, departmentId: departmentId ?? 0 };
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const retry = () => {
      if (stopped) return;
      failures += 1;
      timer = setTimeout(() => void connect(), Math.min(MAX_BACKOFF_MS, 1000 * 2 ** failures));
    };
    const connect = async () => {
      const ticket = await getStreamTicket(ownScope).catch(() => undefined);
      if (stopped) return;
      if (!ticket) return retry();
      source = new EventSource(buildUrl(endpointPath(NOTIFICATION_STREAM, { ticket })));
      source.addEventListener(STREAM_EVENT_UNREAD, (event) => {
        failures = 0;
        setLive(true);
        const { unreadCount } = JSON.parse((event as MessageEvent<string>).data) as TUnreadEvent;
        setUnreadCount(queryClient, unreadCount);
        void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LISTS_KEY });
      });
      source.onerror = () => {
        source?.close();
        setLive(false);
        retry();
      };
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setLive(false);
    };
  }, [clientId, userId, departmentId, queryClient]);

  return live;
}
