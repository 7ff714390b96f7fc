import { randomUUID } from 'node:crypto';
import {
  WPS_MSG,
  type TTestPushResult,
} from '@resonate/contracts/communication-settings/web-push-subscribers';
import { createWebPushAdapter, webPushMessage } from '#/channels/web-push-adapter.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClientAdmin, type TChannelDeps } from '../channel-common/scope.ts';
import { deleteSubscriptionByEndpoint, findSubscriptionById } from './subscriptions-repository.ts';
import { findWebPushRow } from './web-push-repository.ts';
import { openVapidKeys } from './web-push-site.ts';

/** Test pushes carry this prefix: the service worker's delivered and clicked reports are not counted. */
export const TEST_MESSAGE_PREFIX = 'test-';

/**
 * POST CommunicationSetting/SendTestWebPush (account admins): one push to one subscription, and
 * the push service's verdict. A subscription the service says has ended is removed. The
 * connection is made outside the transaction, so a slow push service holds no database lock.
 */
export async function sendTestWebPush(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; subscriptionId: number; title: string; body: string; url: string },
): Promise<TTestPushResult> {
  ownClientAdmin(auth, body);
  const { vapid, target } = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const subscription = await findSubscriptionById(trx, body.subscriptionId);
    if (!subscription) throw new AppError('NOT_FOUND', WPS_MSG.notFound);
    return {
      vapid: openVapidKeys(deps.config, auth.clientId, await findWebPushRow(trx)),
      target: {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
    };
  });
  const adapter = createWebPushAdapter(vapid, {
    allowPrivate: deps.config.allowPrivateChannelHosts,
  });
  const result = await adapter.send(
    webPushMessage(target, {
      title: body.title,
      body: body.body,
      url: body.url || undefined,
      messageId: `${TEST_MESSAGE_PREFIX}${randomUUID()}`,
    }),
  );
  if (result.gone) {
    await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
      deleteSubscriptionByEndpoint(trx, target.endpoint),
    );
    return { ok: false, response: WPS_MSG.gone };
  }
  return { ok: result.ok, response: result.response };
}
