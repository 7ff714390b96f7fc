import { sql, type Transaction } from 'kysely';
import type { TPushMessage } from '@resonate/contracts/communication-settings/mobile-push-templates';
import { MOBILE_PUSH_CHANNEL_ID } from '#/channels/fcm-adapter.ts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type {
  TBroadcastWorkerDeps,
  TMobilePushBroadcastJob,
} from '#/jobs/mobile-push-broadcast-job.ts';
import { pushEventKey, recordPushEvent } from '../../push-common/push-events.ts';
import { devicesWithPassport } from '../devices-repository.ts';
import { templateMessage } from '../mobile-push-templates.ts';
import { listTemplateRows } from '../templates-repository.ts';
import { openPushSenders, type TPushSenders } from './push-senders.ts';
import { preferredVariant } from './template-variants.ts';

/** Devices read per transaction, and sends in flight at once. */
const PAGE = 500;
const CONCURRENCY = 16;

type TDevice = {
  id: number;
  token: string;
  platform: string;
  language: string;
  passportId: string;
};
type TOutcome = { device: TDevice; ok: boolean; gone: boolean };

function readPage(trx: Transaction<DB>, appId: number, platform: string | null, afterId: number) {
  let query = devicesWithPassport(trx, appId)
    .select([
      'd.id',
      'd.token',
      'd.platform',
      'd.language',
      sql<string>`coalesce(c.passport_id, d.passport_id)`.as('passportId'),
    ])
    .where('d.disabled_at', 'is', null)
    .where('d.id', '>', afterId);
  if (platform) query = query.where('d.platform', '=', platform as 'android' | 'ios');
  return query.orderBy('d.id').limit(PAGE).execute();
}

/** Runs `fn` over items with at most `limit` in flight. */
async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * The job's handler: claims the broadcast, walks the app's active devices in id order (pages
 * in their own short transactions; no lock is held while sending), sends each its message in
 * its language, records a sent event per device reached, disables tokens the push service
 * says are gone, and keeps the counts current for the status call.
 */
export async function runBroadcast(
  deps: TBroadcastWorkerDeps,
  job: TMobilePushBroadcastJob,
): Promise<void> {
  const tenant = { clientId: job.clientId };
  const claimed = await withTenant(deps.db, tenant, async (trx) => {
    const broadcast = await trx
      .updateTable('mobile_push_broadcasts')
      .set({ status: 'running', started_at: new Date() })
      .where('id', '=', job.broadcastId)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
    if (!broadcast) return undefined;
    const app = await trx
      .selectFrom('mobile_push_apps')
      .selectAll()
      .where('id', '=', broadcast.app_id)
      .executeTakeFirstOrThrow();
    const variants = broadcast.template_name
      ? await listTemplateRows(trx, app.id, broadcast.template_name)
      : [];
    return { broadcast, app, variants };
  });
  if (!claimed) return;
  const { broadcast, app, variants } = claimed;
  const messageFor = (language: string): TPushMessage | undefined => {
    if (broadcast.message) return broadcast.message;
    const variant = preferredVariant(variants, language);
    return variant && templateMessage(variant);
  };
  const scope = { prefix: 'mp' as const, scope: String(app.id), channelId: MOBILE_PUSH_CHANNEL_ID };
  const messageId = `b${broadcast.id}`;
  let senders: TPushSenders | undefined;
  try {
    senders = openPushSenders(deps.config, job.clientId, app);
    const opened = senders;
    let afterId = 0;
    for (;;) {
      const devices: TDevice[] = await withTenant(deps.db, tenant, (trx) =>
        readPage(trx, app.id, broadcast.platform, afterId),
      );
      const last = devices.at(-1);
      if (!last) break;
      afterId = last.id;
      const outcomes = await mapLimit(devices, CONCURRENCY, async (device): Promise<TOutcome> => {
        const sender = opened.senderFor(device);
        const message = messageFor(device.language);
        if (typeof sender === 'string' || !message) return { device, ok: false, gone: false };
        const { imageUrl, deepLink, data } = message;
        const result = await sender.send({
          to: device.token,
          subject: message.title,
          text: message.body,
          data: {
            ...data,
            messageId,
            ...(deepLink ? { deepLink } : {}),
            ...(imageUrl ? { imageUrl } : {}),
          },
        });
        return { device, ok: result.ok, gone: result.gone };
      });
      await withTenant(deps.db, tenant, (trx) =>
        recordOutcomes(trx, job.clientId, scope, messageId, broadcast.id, outcomes),
      );
    }
    await finish(deps, job, { status: 'completed', error: null });
  } catch (error) {
    deps.log.error({ err: error, broadcastId: job.broadcastId }, 'mobile push broadcast failed');
    await finish(deps, job, {
      status: 'failed',
      error: 'The broadcast stopped on an internal error',
    });
  } finally {
    senders?.close();
  }
}

async function recordOutcomes(
  trx: Transaction<DB>,
  clientId: number,
  scope: { prefix: 'mp'; scope: string; channelId: number },
  messageId: string,
  broadcastId: number,
  outcomes: TOutcome[],
) {
  for (const { device } of outcomes.filter((outcome) => outcome.ok)) {
    const key = pushEventKey(scope, 'sent', messageId, device.id);
    await recordPushEvent(trx, clientId, scope, {
      type: 'sent',
      key,
      passportId: device.passportId,
    });
  }
  const gone = outcomes.filter((outcome) => outcome.gone).map((outcome) => outcome.device);
  if (gone.length) {
    const ids = gone.map((device) => device.id);
    await trx
      .updateTable('mobile_push_devices')
      .set({ disabled_at: new Date() })
      .where('id', 'in', ids)
      .execute();
    const tokens = gone.map((device) => device.token);
    await trx
      .deleteFrom('contact_identities')
      .where('kind', '=', 'device_token')
      .where('value', 'in', tokens)
      .execute();
  }
  const sent = outcomes.filter((outcome) => outcome.ok).length;
  await trx
    .updateTable('mobile_push_broadcasts')
    .set((eb) => ({
      sent: eb('sent', '+', sent),
      failed: eb('failed', '+', outcomes.length - sent),
    }))
    .where('id', '=', broadcastId)
    .execute();
}

function finish(
  deps: TBroadcastWorkerDeps,
  job: TMobilePushBroadcastJob,
  end: { status: 'completed' | 'failed'; error: string | null },
) {
  return withTenant(deps.db, { clientId: job.clientId }, (trx) =>
    trx
      .updateTable('mobile_push_broadcasts')
      .set({ ...end, finished_at: new Date() })
      .where('id', '=', job.broadcastId)
      .execute(),
  );
}
