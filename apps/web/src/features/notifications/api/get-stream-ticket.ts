import { apiPost } from '@/shared/api/client';
import type { TScope } from '../hooks/use-notification-scope';

/**
 * POST /api/AlertAndNotifications/GetStreamTicket: EventSource cannot send the accessToken
 * header, and the token must never go in a URL, so the stream opens with this one-minute ticket.
 */
export async function getStreamTicket(scope: TScope): Promise<string | undefined> {
  const envelope = await apiPost<{ ticket: string }>(
    'AlertAndNotifications/GetStreamTicket',
    scope,
    {
      silent: true,
      noLoader: true,
    },
  );
  return envelope.status ? envelope.data?.ticket : undefined;
}
