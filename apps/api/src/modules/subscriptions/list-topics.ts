import type { Kysely, Transaction } from 'kysely';
import type { TTopic } from '@resonate/contracts/subscriptions/topics';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { toTopic } from './topic-rows.ts';

/** The client's topics by channel and name; archived ones only when asked. */
export async function topicsOf(
  trx: Transaction<DB>,
  clientId: number,
  includeArchived: boolean,
): Promise<TTopic[]> {
  let query = trx.selectFrom('subscription_topics').selectAll().where('client_id', '=', clientId);
  if (!includeArchived) query = query.where('archived_at', 'is', null);
  const rows = await query.orderBy('channel_id').orderBy('name').orderBy('id').execute();
  return rows.map(toTopic);
}

/** SubscriptionTopics/GetTopics. */
export async function listTopics(
  deps: { db: Kysely<DB> },
  clientId: number,
  body: { includeArchived: boolean },
): Promise<TTopic[]> {
  return withTenant(deps.db, { clientId }, (trx) => topicsOf(trx, clientId, body.includeArchived));
}
