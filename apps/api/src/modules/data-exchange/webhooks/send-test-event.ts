import { DX_MSG, WEBHOOK_TEST_EVENT, type TDelivery } from '@resonate/contracts/data-exchange';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TDataExchangeDeps } from '../deps.ts';
import { createDeliveries, dispatcher } from '../delivery/publish-webhook-event.ts';
import { toDelivery } from '../delivery/delivery-view.ts';
import { findWebhookRow } from '../repositories/webhooks-repository.ts';
import { ownClientAdmin } from '../scope.ts';

/**
 * POST DataExchange/SendTestEvent (account admins): a 'webhook.test' delivery to this one
 * webhook, whatever its events and even while inactive, so a receiver can be tried before it
 * is switched on. It goes through the same queue, signing and log as real events.
 */
export async function sendTestEvent(
  deps: TDataExchangeDeps,
  auth: TAuthContext,
  body: { clientId: number; webhookId: number },
): Promise<TDelivery> {
  ownClientAdmin(auth, body);
  const [row] = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const hook = await findWebhookRow(trx, body.webhookId);
    if (!hook) throw new AppError('NOT_FOUND', DX_MSG.webhookNotFound);
    // Without pg-boss nothing would ever send it: say so rather than log a delivery forever pending.
    if (!deps.queue) throw new AppError('UNAVAILABLE');
    return createDeliveries(trx, [hook], {
      clientId: auth.clientId,
      type: WEBHOOK_TEST_EVENT,
      data: { message: 'This is a test event from Resonate.', webhookId: hook.id },
    });
  });
  dispatcher(deps, [row!])();
  return toDelivery(row!);
}
