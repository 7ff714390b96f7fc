import { randomUUID } from 'node:crypto';
import { DEV_MSG } from '@resonate/contracts/communication-settings/mobile-push-devices';
import type { TTestPushResult } from '@resonate/contracts/communication-settings/web-push-subscribers';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClientAdmin, type TChannelDeps } from '../channel-common/scope.ts';
import { TEST_MESSAGE_PREFIX } from '../web-push/send-test-web-push.ts';
import { requireApp } from './app-scope.ts';
import { openPushSenders } from './broadcast/push-senders.ts';
import { disableDevice } from './devices-repository.ts';

/**
 * POST CommunicationSetting/SendTestMobilePush (account admins): one push to one registered
 * device through the app's FCM or APNs credentials, as a broadcast sends it, and the push
 * service's verdict. A token the service says is gone is disabled. The request goes out after
 * the transaction, so a slow push service holds no database lock.
 */
export async function sendTestMobilePush(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; mobileAppId: number; deviceId: number; title: string; body: string },
): Promise<TTestPushResult> {
  ownClientAdmin(auth, body);
  const tenant = { clientId: auth.clientId };
  const { app, device } = await withTenant(deps.db, tenant, async (trx) => {
    const app = await requireApp(trx, body.mobileAppId);
    const device = await trx
      .selectFrom('mobile_push_devices')
      .select(['token', 'platform', 'disabled_at'])
      .where('id', '=', body.deviceId)
      .where('app_id', '=', body.mobileAppId)
      .executeTakeFirst();
    if (!device) throw new AppError('NOT_FOUND', DEV_MSG.notFound);
    if (device.disabled_at) throw new AppError('CONFLICT', DEV_MSG.disabled);
    return { app, device };
  });
  const senders = openPushSenders(deps.config, auth.clientId, app);
  try {
    const sender = senders.senderFor(device);
    // No credentials for this platform: said as the verdict, as a broadcast would skip it.
    if (typeof sender === 'string') return { ok: false, response: sender };
    const result = await sender.send({
      to: device.token,
      subject: body.title,
      text: body.body,
      data: { messageId: `${TEST_MESSAGE_PREFIX}${randomUUID()}` },
    });
    if (result.gone) {
      await withTenant(deps.db, tenant, (trx) =>
        disableDevice(trx, body.mobileAppId, device.token),
      );
      return { ok: false, response: DEV_MSG.gone };
    }
    return { ok: result.ok, response: result.response };
  } finally {
    senders.close();
  }
}
