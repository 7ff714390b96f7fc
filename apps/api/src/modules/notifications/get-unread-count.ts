import type { Kysely } from 'kysely';
import type { TNotificationScope } from '@resonate/contracts/notifications';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { countUnread } from './repositories/notifications-repository.ts';
import { ownScope } from './scope.ts';

/** POST AlertAndNotifications/GetUnreadCount: the spec sends the count as a numeric string. */
export async function getUnreadCount(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: TNotificationScope,
): Promise<string> {
  const filter = ownScope(auth, body);
  const count = await withTenant(deps.db, { clientId: auth.userClientId }, (trx) =>
    countUnread(trx, filter),
  );
  return String(count);
}
