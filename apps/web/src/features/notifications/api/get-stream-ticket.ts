import { GET_STREAM_TICKET } from '@resonate/contracts/notifications-endpoints';
import { call } from '@/shared/api/call';
import type { TScope } from '../hooks/use-notification-scope';

/**
 * EventSource cannot send the accessToken header, and the token must never go in a URL, so the
 * stream opens with this one-minute ticket.
 */
export async function getStreamTicket(scope: TScope): Promise<string> {
  const data = await call(GET_STREAM_TICKET, scope, { silent: true, noLoader: true });
  return data.ticket;
}
