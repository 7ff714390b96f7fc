import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { countUnread, markRead } from './repositories/notifications-repository.ts';
import { ownScope } from './scope.ts';
import { announceUnreadChanged } from './stream/unread-channel.ts';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * POST AlertAndNotifications/UpdateNotificationStatus: marks one notification read (again is
 * fine). Another user's or another client's id is "not found": RLS hides the other client's rows
 * and the user filter the colleague's, so nothing is touched and nothing is revealed.
 */
export async function markNotificationRead(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { clientId: number; userId: number; departmentId?: number; notificationID: number },
): Promise<string> {
  const filter = ownScope(auth, body);
  const unread = await withTenant(deps.db, { clientId: auth.userClientId }, async (trx) => {
    if (!(await markRead(trx, auth.userId, body.notificationID))) {
      throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND);
    }
    await announceUnreadChanged(trx, auth);
    return countUnread(trx, filter);
  });
  return String(unread);
}
