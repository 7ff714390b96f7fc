import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { TMail } from '#/plugins/mailer.ts';
import {
  defaultDelivery,
  eventTypeByKey,
  type TNotificationEventKey,
  type TNotificationEventType,
} from '@resonate/contracts/notifications';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { publishWebhookEvent } from '#/modules/data-exchange/index.ts';
import { listAccountAdminIds, loadAccount } from '#/modules/auth/index.ts';
import { insertNotifications } from './repositories/notifications-repository.ts';
import { listSavedSettings } from './repositories/settings-repository.ts';
import { announceUnreadChanged } from './stream/unread-channel.ts';

export type TNotifyDeps = Pick<FastifyInstance, 'db' | 'mailer' | 'log' | 'config'> &
  Partial<Pick<FastifyInstance, 'queue'>>;

export type TNotifyInput = {
  clientId: number;
  /** One user, or every active account admin of the client (client-wide events). */
  userId: number | 'accountAdmins';
  eventType: TNotificationEventKey;
  /** What the list shows; defaults to the event type's name. */
  eventName?: string;
  /** A department's event shows only in that department's scope; null is user-wide. */
  departmentId?: number | null;
  /** Extra lines for the mail, e.g. { Address: '10.0.0.1' }. */
  details?: Record<string, string>;
};

/** Sends the mails of a committed notify(); never throws (failures are logged). */
export type TDeliver = () => void;

/**
 * Creates the notifications of one event, filtered by each recipient's settings (or the
 * defaults). With the caller's transaction the rows commit with the caller's change, and the
 * caller runs the returned `deliver` after the commit, so no mail goes out for a rolled-back
 * change. Without one, notify runs its own transaction and mails at once.
 */
export async function notify(
  deps: TNotifyDeps,
  trx: Transaction<DB> | undefined,
  input: TNotifyInput,
): Promise<TDeliver> {
  if (!trx) {
    const deliver = await withTenant(deps.db, { clientId: input.clientId }, (own) =>
      notify(deps, own, input),
    );
    deliver();
    return () => undefined;
  }
  const type = eventTypeByKey(input.eventType);
  const eventName = input.eventName ?? type.name;
  const userIds =
    input.userId === 'accountAdmins' ? await listAccountAdminIds(trx) : [input.userId];
  const saved = await listSavedSettings(trx, userIds);
  const delivery = (userId: number) =>
    saved.find((row) => row.userId === userId && row.notificationTypeId === type.id) ??
    defaultDelivery(type);

  const inApp = userIds.filter((userId) => delivery(userId).inApp);
  await insertNotifications(
    trx,
    inApp.map((userId) => ({
      clientId: input.clientId,
      userId,
      departmentId: input.departmentId ?? null,
      notificationTypeId: type.id,
      eventName,
      details: input.details ?? {},
    })),
  );
  for (const userId of inApp)
    await announceUnreadChanged(trx, { clientId: input.clientId, userId });

  const mails: TMail[] = [];
  for (const userId of userIds.filter((id) => delivery(id).email)) {
    const account = await loadAccount(trx, userId);
    if (account?.status === 'active')
      mails.push(mailOf(deps, account.email, type, eventName, input));
  }
  // Every notification is also a webhook event (data exchange), queued after the same commit.
  const dispatch = await publishWebhookEvent(deps, trx, {
    clientId: input.clientId,
    type: `notification.${input.eventType}`,
    data: {
      eventName,
      userId: input.userId,
      departmentId: input.departmentId ?? null,
      details: input.details ?? {},
    },
  });
  return () => {
    dispatch();
    for (const mail of mails) {
      deps.mailer
        .send(mail)
        .catch((error: unknown) => deps.log.warn({ err: error }, 'notification mail not sent'));
    }
  };
}

function mailOf(
  deps: TNotifyDeps,
  to: string,
  type: TNotificationEventType,
  eventName: string,
  input: TNotifyInput,
) {
  const base = deps.config.publicUrl;
  const details = Object.entries(input.details ?? {}).map(([key, value]) => `${key}: ${value}`);
  return {
    to,
    subject: `Resonate: ${type.name}`,
    text: [
      eventName,
      '',
      `When: ${new Date().toUTCString()}`,
      ...details,
      '',
      ...(type.security
        ? ['If this was not you, reset your password now and tell your account admin.', '']
        : []),
      `All your notifications: ${base}/preferences/notifications`,
      `Choose what you are alerted about: ${base}/preferences/alerts-and-notifications`,
    ].join('\n'),
  };
}
