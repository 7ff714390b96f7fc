import type { Transaction, Kysely } from 'kysely';
import {
  defaultDelivery,
  NOTIFICATION_EVENT_TYPES,
  type TAlertSettings,
  type TNotificationScope,
} from '@resonate/contracts/notifications';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { listSavedSettings } from './repositories/settings-repository.ts';
import { ownScope } from './scope.ts';

/** Every event type with the user's choice, or the default where they made none. */
export async function readAlertSettings(
  trx: Transaction<DB>,
  userId: number,
): Promise<TAlertSettings> {
  const saved = await listSavedSettings(trx, [userId]);
  return {
    settings: NOTIFICATION_EVENT_TYPES.map((type) => {
      const row = saved.find((s) => s.notificationTypeId === type.id);
      const delivery = row ? { inApp: row.inApp, email: row.email } : defaultDelivery(type);
      return { notificationTypeID: type.id, eventName: type.name, ...delivery };
    }),
  };
}

/** POST AlertAndNotifications/GetAlertNotificationStatus. */
export async function getAlertSettings(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: TNotificationScope,
): Promise<TAlertSettings> {
  ownScope(auth, body);
  return withTenant(deps.db, { clientId: auth.userClientId }, (trx) =>
    readAlertSettings(trx, auth.userId),
  );
}
