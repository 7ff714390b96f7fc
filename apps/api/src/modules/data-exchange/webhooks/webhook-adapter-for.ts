import type { Kysely } from 'kysely';
import { DX_MSG } from '@resonate/contracts/data-exchange';
import type { TChannelAdapter } from '#/channels/channel-adapter.ts';
import { createWebhookAdapter } from '#/channels/webhook-adapter.ts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAppConfig } from '#/secrets.ts';
import { findWebhookRow } from '../repositories/webhooks-repository.ts';
import { secretContext, webhookSecretBox } from './webhook-secret.ts';

/**
 * The adapter that posts to one of a client's webhooks, its signing secret opened here (it lives
 * only in the adapter's closure). The webhook's URL follows the data-exchange rule
 * (ALLOW_PRIVATE_WEBHOOKS). A webhook that is not the client's answers 404.
 */
export async function webhookAdapterFor(
  deps: { db: Kysely<DB>; config: TAppConfig },
  clientId: number,
  webhookId: number,
): Promise<TChannelAdapter> {
  const row = await withTenant(deps.db, { clientId }, (trx) => findWebhookRow(trx, webhookId));
  if (!row) throw new AppError('NOT_FOUND', DX_MSG.webhookNotFound);
  const secret = webhookSecretBox(deps.config.appSecret).open(
    row.secret_sealed,
    secretContext(clientId),
  );
  return createWebhookAdapter(
    { url: row.url, secret },
    { allowPrivate: deps.config.allowPrivateWebhooks },
  );
}
