import type { Kysely } from 'kysely';
import { DX_MSG } from '@resonate/contracts/data-exchange';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { deleteWebhookRow } from '../repositories/webhooks-repository.ts';
import { ownClientAdmin } from '../scope.ts';

/**
 * POST DataExchange/DeleteWebhook (account admins): the subscription and its delivery log go
 * (the log cascades); a delivery job already queued finds no row and stops.
 */
export async function deleteWebhook(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { clientId: number; webhookId: number },
): Promise<void> {
  ownClientAdmin(auth, body);
  const deleted = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    deleteWebhookRow(trx, body.webhookId),
  );
  if (!deleted) throw new AppError('NOT_FOUND', DX_MSG.webhookNotFound);
}
