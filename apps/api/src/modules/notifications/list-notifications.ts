import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  TNotificationList,
  ZNotificationListRequestSchema,
} from '@resonate/contracts/notifications';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { listPage } from './repositories/notifications-repository.ts';
import { ownScope } from './scope.ts';

type TListBody = z.output<typeof ZNotificationListRequestSchema>;

/**
 * POST AlertAndNotifications/GetAlertNotificationDetail: one page, newest first. A page past the
 * end is an empty list with the true total, so the pager can step back.
 */
export async function listNotifications(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: TListBody,
): Promise<TNotificationList> {
  const filter = ownScope(auth, body);
  if (body.isDateFilter && body.dateFilter) filter.dateRange = body.dateFilter;
  const { rows, totalRows } = await withTenant(deps.db, { clientId: auth.userClientId }, (trx) =>
    listPage(trx, filter, body.pagination),
  );
  return {
    totalRows,
    notifications: rows.map((row) => ({
      notificationID: row.id,
      notificationTypeID: row.notification_type_id,
      eventName: row.event_name,
      createdDate: row.created_at.toISOString(),
      readStatus: row.read_at ? 'true' : 'false',
      status: row.read_at ? 'Read' : 'Unread',
    })),
  };
}
