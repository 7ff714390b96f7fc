import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;
export type TSubscriptionInput = {
  domain: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string;
};

/**
 * Records a browser's subscription, or refreshes it (browsers may rotate its keys). A linked
 * contact's identity row keeps a copy of the keys, refreshed in the same transaction.
 */
export async function upsertSubscription(trx: TTrx, clientId: number, input: TSubscriptionInput) {
  const row = await trx
    .insertInto('web_push_subscriptions')
    .values({
      client_id: clientId,
      domain: input.domain,
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      user_agent: input.userAgent,
    })
    .onConflict((oc) =>
      oc.columns(['client_id', 'endpoint']).doUpdateSet({
        domain: input.domain,
        p256dh: input.p256dh,
        auth: input.auth,
        user_agent: input.userAgent,
        last_seen_at: new Date(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('contact_identities')
    .set({
      details: JSON.stringify({
        domain: input.domain,
        keys: { p256dh: input.p256dh, auth: input.auth },
      }),
    })
    .where('kind', '=', 'web_push')
    .where('value', '=', input.endpoint)
    .execute();
  return row.id;
}

/** Moves a linked contact to the browser's new subscription (pushsubscriptionchange). */
export async function carryIdentity(trx: TTrx, fromEndpoint: string, toEndpoint: string) {
  await trx
    .updateTable('contact_identities')
    .set({ value: toEndpoint })
    .where('kind', '=', 'web_push')
    .where('value', '=', fromEndpoint)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('contact_identities as other')
            .select('other.value')
            .where('other.kind', '=', 'web_push')
            .where('other.value', '=', toEndpoint),
        ),
      ),
    )
    .execute();
  await deleteSubscriptionByEndpoint(trx, fromEndpoint);
}

export async function deleteSubscriptionByEndpoint(trx: TTrx, endpoint: string): Promise<boolean> {
  await trx
    .deleteFrom('contact_identities')
    .where('kind', '=', 'web_push')
    .where('value', '=', endpoint)
    .execute();
  const result = await trx
    .deleteFrom('web_push_subscriptions')
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The subscription an event names, with the passport its events carry (the contact's if linked). */
export function findSubscriptionForEvent(trx: TTrx, endpoint: string) {
  return trx
    .selectFrom('web_push_subscriptions as s')
    .leftJoin('contact_identities as ci', (join) =>
      join.onRef('ci.value', '=', 's.endpoint').on('ci.kind', '=', 'web_push'),
    )
    .leftJoin('contacts as c', 'c.id', 'ci.contact_id')
    .select([
      's.id',
      's.domain',
      sql<string>`coalesce(c.passport_id, s.passport_id)`.as('passportId'),
    ])
    .where('s.endpoint', '=', endpoint)
    .executeTakeFirst();
}

export function findSubscriptionById(trx: TTrx, id: number) {
  return trx
    .selectFrom('web_push_subscriptions')
    .select(['id', 'domain', 'endpoint', 'p256dh', 'auth'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listSubscriptions(
  trx: TTrx,
  filter: { domain?: string; limit: number; offset: number },
) {
  let query = trx.selectFrom('web_push_subscriptions as s');
  if (filter.domain) query = query.where('s.domain', '=', filter.domain.toLowerCase());
  const [rows, total] = await Promise.all([
    query
      .leftJoin('contact_identities as ci', (join) =>
        join.onRef('ci.value', '=', 's.endpoint').on('ci.kind', '=', 'web_push'),
      )
      .leftJoin('contacts as c', 'c.id', 'ci.contact_id')
      .select([
        's.id',
        's.domain',
        's.endpoint',
        's.user_agent',
        's.created_at',
        's.last_seen_at',
        'c.email',
      ])
      .orderBy('s.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function countSubscribersByDomain(trx: TTrx): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('web_push_subscriptions')
    .select(['domain', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('domain')
    .execute();
  return new Map(rows.map((row) => [row.domain, Number(row.n)]));
}
