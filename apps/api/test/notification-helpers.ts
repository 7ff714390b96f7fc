import type { FastifyInstance } from 'fastify';
import type { TNotificationEventKey } from '@resonate/contracts/notifications';
import { withTenant } from '#/db/tenant.ts';
import { notify } from '#/modules/notifications/index.ts';

export type TCaller = { accessToken: string; userId: number; clientId: number };

/** POSTs to an AlertAndNotifications/ endpoint as the caller, with their own scope. */
export function callAs(
  app: FastifyInstance,
  caller: TCaller,
  endpoint: string,
  extra: object = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/AlertAndNotifications/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload: { departmentId: 0, clientId: caller.clientId, userId: caller.userId, ...extra },
  });
}

/** Creates `count` notifications for a user through the module's own notify(). */
export async function seedNotifications(
  app: FastifyInstance,
  who: { clientId: number; userId: number },
  count: number,
  eventType: TNotificationEventKey = 'importFinished',
) {
  for (let i = 1; i <= count; i += 1) {
    await notify(app, undefined, { ...who, eventType, eventName: `Event ${i}` });
  }
}

/** Moves a user's notifications named `eventName` to a given instant (for date filters). */
export async function backdate(
  app: FastifyInstance,
  clientId: number,
  eventName: string,
  at: string,
) {
  await withTenant(app.db, { clientId }, (trx) =>
    trx
      .updateTable('notifications')
      .set({ created_at: at } as never)
      .where('event_name', '=', eventName)
      .execute(),
  );
}

export async function unreadOf(app: FastifyInstance, caller: TCaller): Promise<string> {
  return (await callAs(app, caller, 'GetUnreadCount')).json().data as string;
}
