import type { Kysely } from 'kysely';
import type { TNotificationScope } from '@resonate/contracts/notifications';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { countUnread, markAllRead } from './repositories/notifications-repository.ts';
import { ownScope } from './scope.ts';
import { announceUnreadChanged } from './stream/unread-channel.ts';

/**
 * POST AlertAndNotifications/MarkAllAsRead: every unread notification in the request's scope.
 * Returns the count left, which is 0 unless the scope is one department (others stay unread).
 */
export async function markAllNotificationsRead(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: TNotificationScope,
): Promise<string> {
  const filter = ownScope(auth, body);
  const unread = await withTenant(deps.db, { clientId: auth.userClientId }, async (trx) => {
    if ((await markAllRead(trx, filter)) > 0) await announceUnreadChanged(trx, auth);
    return countUnread(trx, filter);
  });
  return String(unread);
}
