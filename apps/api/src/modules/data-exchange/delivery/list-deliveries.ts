import type { Kysely } from 'kysely';
import { DX_MSG, type TDeliveryList } from '@resonate/contracts/data-exchange';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { listDeliveryPage } from '../repositories/deliveries-repository.ts';
import { findWebhookRow } from '../repositories/webhooks-repository.ts';
import { ownClient } from '../scope.ts';
import { toDelivery } from './delivery-view.ts';

/** POST DataExchange/ListDeliveries: one webhook's log, newest first, a page at a time. */
export async function listDeliveries(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { clientId: number; webhookId: number; pagination: { pageNo: number; pageSize: number } },
): Promise<TDeliveryList> {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    if (!(await findWebhookRow(trx, body.webhookId))) {
      throw new AppError('NOT_FOUND', DX_MSG.webhookNotFound);
    }
    const page = await listDeliveryPage(trx, body.webhookId, body.pagination);
    return { deliveries: page.rows.map(toDelivery), totalRows: page.totalRows };
  });
}
