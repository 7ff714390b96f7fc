import { DX_MSG, type TSavedWebhook } from '@resonate/contracts/data-exchange';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TDataExchangeDeps } from '../deps.ts';
import { findWebhookRow, updateWebhook } from '../repositories/webhooks-repository.ts';
import { ownClientAdmin } from '../scope.ts';
import { newWebhookSecret, secretContext, webhookSecretBox } from './webhook-secret.ts';
import { toWebhook } from './webhook-view.ts';

/**
 * POST DataExchange/RotateWebhookSecret (account admins): a new signing secret, answered once.
 * The old one stops at once, including for retries still queued (they sign when they run).
 */
export async function rotateWebhookSecret(
  deps: Pick<TDataExchangeDeps, 'db' | 'config'>,
  auth: TAuthContext,
  body: { clientId: number; webhookId: number },
): Promise<TSavedWebhook> {
  ownClientAdmin(auth, body);
  const secret = newWebhookSecret();
  const secretSealed = webhookSecretBox(deps.config.appSecret).seal(
    secret,
    secretContext(auth.clientId),
  );
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    if (!(await findWebhookRow(trx, body.webhookId, true))) {
      throw new AppError('NOT_FOUND', DX_MSG.webhookNotFound);
    }
    const row = await updateWebhook(trx, body.webhookId, { secretSealed });
    return { webhook: toWebhook(row), secret };
  });
}
