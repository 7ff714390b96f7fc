import type { Kysely } from 'kysely';
import type { TWebhook } from '@resonate/contracts/data-exchange';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { listWebhookRows } from '../repositories/webhooks-repository.ts';
import { ownClient } from '../scope.ts';
import { toWebhook } from './webhook-view.ts';

/** POST DataExchange/ListWebhooks: the client's subscriptions, oldest first. */
export async function listWebhooks(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TWebhook[]> {
  ownClient(auth, body);
  const rows = await withTenant(deps.db, { clientId: auth.clientId }, listWebhookRows);
  return rows.map(toWebhook);
}
