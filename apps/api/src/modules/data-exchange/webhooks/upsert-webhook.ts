import { sql } from 'kysely';
import {
  DX_MSG,
  WEBHOOKS_MAX,
  type TSavedWebhook,
  type TUpsertWebhookRequest,
} from '@resonate/contracts/data-exchange';
import { keepSecretOnlyForSameEndpoint } from '#/crypto/keep-secret.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { outboundPolicy, type TDataExchangeDeps } from '../deps.ts';
import {
  countWebhooks,
  findWebhookRow,
  insertWebhook,
  updateWebhook,
} from '../repositories/webhooks-repository.ts';
import { ownClientAdmin } from '../scope.ts';
import { checkWebhookUrl } from './check-webhook-url.ts';
import { newWebhookSecret, secretContext, webhookSecretBox } from './webhook-secret.ts';
import { toWebhook } from './webhook-view.ts';

type TUpsertBody = TUpsertWebhookRequest & { url: string; active: boolean; events: string[] };

/**
 * POST DataExchange/UpsertWebhook (account admins). Without webhookId it creates a subscription
 * and answers its signing secret, once. With one it edits the subscription, refusing (409) an
 * edit of a version that is no longer the latest. A new URL gets a new signing secret, answered
 * once: deliveries signed with the old one never go to another address.
 */
export async function upsertWebhook(
  deps: TDataExchangeDeps,
  auth: TAuthContext,
  body: TUpsertBody,
): Promise<TSavedWebhook> {
  ownClientAdmin(auth, body);
  await checkWebhookUrl(body.url, outboundPolicy(deps.config));
  const fields = { url: body.url, events: body.events, active: body.active };
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    if (body.webhookId !== undefined) {
      const row = await findWebhookRow(trx, body.webhookId, true);
      if (!row) throw new AppError('NOT_FOUND', DX_MSG.webhookNotFound);
      if (!body.updatedAt) {
        throw new AppError('BAD_REQUEST', 'Invalid request', {
          errors: { updatedAt: 'Send the updatedAt of the version you edited' },
        });
      }
      if (new Date(body.updatedAt).getTime() !== row.updated_at.getTime()) {
        throw new AppError('CONFLICT', DX_MSG.stale, {
          data: { updatedAt: row.updated_at.toISOString() },
        });
      }
      const kept = keepSecretOnlyForSameEndpoint({
        stored: row.secret_sealed,
        storedEndpoint: [row.url],
        endpoint: [body.url],
        needed: false,
      });
      if (kept) return { webhook: toWebhook(await updateWebhook(trx, row.id, fields)) };
      const secret = newWebhookSecret();
      const secretSealed = webhookSecretBox(deps.config.appSecret).seal(
        secret,
        secretContext(auth.clientId),
      );
      const moved = await updateWebhook(trx, row.id, { ...fields, secretSealed });
      return { webhook: toWebhook(moved), secret };
    }
    await sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${auth.clientId}`}))`.execute(trx);
    if ((await countWebhooks(trx)) >= WEBHOOKS_MAX) {
      throw new AppError('CONFLICT', DX_MSG.tooManyWebhooks);
    }
    const secret = newWebhookSecret();
    const secretSealed = webhookSecretBox(deps.config.appSecret).seal(
      secret,
      secretContext(auth.clientId),
    );
    const row = await insertWebhook(trx, { clientId: auth.clientId, ...fields, secretSealed });
    return { webhook: toWebhook(row), secret };
  });
}
