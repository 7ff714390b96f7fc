import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import {
  BROADCAST_MSG,
  type TBroadcastRequest,
} from '@resonate/contracts/communication-settings/mobile-push-setup';
import type { TMobileBroadcast } from '@resonate/contracts/communication-settings/mobile-push-goals';
import type { TPushMessage } from '@resonate/contracts/communication-settings/mobile-push-templates';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { enqueueBroadcast } from '#/jobs/mobile-push-broadcast-job.ts';
import type { TApiKeyContext } from '#/modules/data-exchange/index.ts';
import { toBroadcast } from '../mobile-push-analytics.ts';
import { listTemplateRows } from '../templates-repository.ts';
import { preferredVariant } from './template-variants.ts';

type TBody = Omit<TBroadcastRequest, 'message'> & { message?: TPushMessage };

/**
 * POST /api/v1/mobile-push/broadcast (API key with push:send): checks the app can send, records
 * the broadcast with its device count, and queues it after commit; a worker sends it. Answers
 * at once: sending to millions of devices takes longer than a request may.
 */
export async function queueBroadcast(
  deps: { db: Kysely<DB>; queue: PgBoss },
  key: TApiKeyContext,
  body: TBody,
): Promise<TMobileBroadcast> {
  const broadcast = await withTenant(deps.db, { clientId: key.clientId }, async (trx) => {
    const app = await trx
      .selectFrom('mobile_push_apps')
      .selectAll()
      .where('id', '=', body.mobileAppId)
      .executeTakeFirst();
    if (!app) throw new AppError('NOT_FOUND', BROADCAST_MSG.appNotFound);
    if (!app.fcm_service_account_sealed && !app.apns_cert_sealed) {
      throw new AppError('BAD_REQUEST', BROADCAST_MSG.noCredentials);
    }
    let title = body.message?.title ?? '';
    if (body.templateName !== undefined) {
      const variants = await listTemplateRows(trx, app.id, body.templateName);
      const variant = preferredVariant(variants, undefined);
      if (!variant) {
        throw new AppError('NOT_FOUND', BROADCAST_MSG.templateNotFound, {
          errors: { templateName: BROADCAST_MSG.templateNotFound },
        });
      }
      title = variant.title;
    }
    let devices = trx
      .selectFrom('mobile_push_devices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('app_id', '=', app.id)
      .where('disabled_at', 'is', null);
    if (body.platform) devices = devices.where('platform', '=', body.platform);
    const total = Number((await devices.executeTakeFirstOrThrow()).n);
    if (total === 0) throw new AppError('BAD_REQUEST', BROADCAST_MSG.noDevices);
    return trx
      .insertInto('mobile_push_broadcasts')
      .values({
        client_id: key.clientId,
        app_id: app.id,
        template_name: body.templateName ?? null,
        message: body.message ? JSON.stringify(body.message) : null,
        title,
        platform: body.platform ?? null,
        total,
        api_key_id: key.apiKeyId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  await enqueueBroadcast(deps.queue, { clientId: key.clientId, broadcastId: broadcast.id });
  return toBroadcast(broadcast);
}

/** GET /api/v1/mobile-push/broadcasts/{broadcastId}: its progress. */
export async function getBroadcast(db: Kysely<DB>, key: TApiKeyContext, broadcastId: number) {
  const row = await withTenant(db, { clientId: key.clientId }, (trx) =>
    trx
      .selectFrom('mobile_push_broadcasts')
      .selectAll()
      .where('id', '=', broadcastId)
      .executeTakeFirst(),
  );
  if (!row) throw new AppError('NOT_FOUND', BROADCAST_MSG.notFound);
  return toBroadcast(row);
}
