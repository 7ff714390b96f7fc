import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { createWebPushAdapter, webPushMessage } from '#/channels/web-push-adapter.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import {
  openPushSenders,
  type TPushSenders,
  findMobileAppRow,
  listMobileAppRows,
  type TMobileAppRow,
  findWebPushRow,
  openVapidKeys,
} from '#/modules/communication-settings/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import type { TMessageSender, TRecipientMessage } from './sender-for.ts';
import { failed, settle } from './sender-result.ts';

const WEB_PUSH = 8;
const MOBILE_PUSH = 14;

/** Web push (8): the address is the subscription's endpoint; its keys are read per message. */
export async function webPushSender(
  deps: TCommunicationDeps,
  clientId: number,
): Promise<TMessageSender> {
  const vapid = await withTenant(deps.db, { clientId }, async (trx) => {
    try {
      return openVapidKeys(deps.config, clientId, await findWebPushRow(trx));
    } catch {
      throw new AppError('CONFLICT', COMM_MSG.channelNotSetUp);
    }
  });
  const adapter = createWebPushAdapter(vapid, {
    allowPrivate: deps.config.allowPrivateChannelHosts,
  });
  return {
    channelId: WEB_PUSH,
    send: (message: TRecipientMessage) =>
      settle(async () => {
        const subscription = await withTenant(deps.db, { clientId }, (trx) =>
          trx
            .selectFrom('web_push_subscriptions')
            .select(['endpoint', 'p256dh', 'auth'])
            .where('endpoint', '=', message.address)
            .executeTakeFirst(),
        );
        if (!subscription) return failed('The browser subscription no longer exists', true);
        const { rendered } = message;
        const result = await adapter.send(
          webPushMessage(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            {
              title: rendered.title ?? '',
              body: rendered.body ?? '',
              url: rendered.deepLink || undefined,
              image: rendered.imageUrl || undefined,
              messageId: message.deliveryId,
            },
          ),
        );
        const { gone, ...rest } = result;
        return gone ? { ...rest, permanent: true } : rest;
      }),
    close: async () => undefined,
  };
}

/** The apps a communication may send through: the chosen one, else all of the client's. */
async function appsOf(deps: TCommunicationDeps, clientId: number, mobileAppId?: number) {
  return withTenant(deps.db, { clientId }, async (trx): Promise<TMobileAppRow[]> => {
    if (mobileAppId) {
      const row = await findMobileAppRow(trx, mobileAppId);
      return row ? [row] : [];
    }
    return listMobileAppRows(trx);
  });
}

/** Whether an app has credentials for at least one platform. */
export const appCanSend = (app: TMobileAppRow) =>
  Boolean(app.fcm_service_account_sealed || app.apns_cert_sealed);

/**
 * Mobile push (14): the address is a device token; the device's app (the chosen one, or the
 * app the token registered with) says which FCM or APNs credentials send it.
 */
export async function mobilePushSender(
  deps: TCommunicationDeps,
  clientId: number,
  mobileAppId: number | undefined,
): Promise<TMessageSender> {
  const apps = (await appsOf(deps, clientId, mobileAppId)).filter(appCanSend);
  if (apps.length === 0) throw new AppError('CONFLICT', COMM_MSG.channelNotSetUp);
  const appIds = apps.map((app) => Number(app.id));
  const senders = new Map<number, TPushSenders>();
  const sendersOf = (appId: number) => {
    let opened = senders.get(appId);
    if (!opened) {
      const app = apps.find((row) => Number(row.id) === appId);
      if (!app) return undefined;
      opened = openPushSenders(deps.config, clientId, app);
      senders.set(appId, opened);
    }
    return opened;
  };
  return {
    channelId: MOBILE_PUSH,
    send: (message: TRecipientMessage) =>
      settle(async () => {
        const device = await withTenant(deps.db, { clientId }, (trx) =>
          trx
            .selectFrom('mobile_push_devices')
            .select(['app_id', 'platform', 'token'])
            .where('token', '=', message.address)
            .where('app_id', 'in', appIds)
            .where('disabled_at', 'is', null)
            .orderBy('last_seen_at', 'desc')
            .executeTakeFirst(),
        );
        if (!device) return failed('The device is no longer registered with the app', true);
        const adapter = sendersOf(Number(device.app_id))?.senderFor(device);
        if (!adapter || typeof adapter === 'string') {
          return failed(adapter ?? 'No credentials for this device');
        }
        const { rendered } = message;
        const result = await adapter.send({
          to: device.token,
          subject: rendered.title ?? '',
          text: rendered.body ?? '',
          data: {
            imageUrl: rendered.imageUrl || undefined,
            url: rendered.deepLink || undefined,
            messageId: message.deliveryId,
          },
        });
        const { gone, ...rest } = result;
        return gone ? { ...rest, permanent: true } : rest;
      }),
    close: async () => {
      for (const opened of senders.values()) opened.close();
    },
  };
}
