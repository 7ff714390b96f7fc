import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import { TRANSACTIONAL_LIMITS } from '@resonate/contracts/transactional/messages';
import type { DB } from '#/db/schema.ts';
import type { TransactionalMessagesTable } from '#/db/schema/transactional.ts';

export type TTrx = Transaction<DB>;
export type TTransactionalRow = Selectable<TransactionalMessagesTable>;

const KEY_WINDOW = sql`make_interval(hours => ${TRANSACTIONAL_LIMITS.idempotencyHours})`;

/** The call that used this Idempotency-Key within the window, if any. */
export function findByKey(
  trx: TTrx,
  clientId: number,
  key: string,
): Promise<Pick<TTransactionalRow, 'request_hash' | 'answer'> | undefined> {
  return trx
    .selectFrom('transactional_messages')
    .select(['request_hash', 'answer'])
    .where('client_id', '=', clientId)
    .where('idempotency_key', '=', key)
    .where(sql<boolean>`created_at > now() - ${KEY_WINDOW}`)
    .executeTakeFirst();
}

/** A key older than the window is free again: its old message lets go of it. */
export async function releaseExpiredKey(trx: TTrx, clientId: number, key: string): Promise<void> {
  await trx
    .updateTable('transactional_messages')
    .set({ idempotency_key: null })
    .where('client_id', '=', clientId)
    .where('idempotency_key', '=', key)
    .where(sql<boolean>`created_at <= now() - ${KEY_WINDOW}`)
    .execute();
}

/** Inserts the call; false when a concurrent call with the same key got there first. */
export async function insertTransactional(
  trx: TTrx,
  values: Insertable<TransactionalMessagesTable>,
): Promise<boolean> {
  const row = await sql<{ id: string }>`
    insert into transactional_messages (client_id, id, api_key_id, idempotency_key, request_hash,
      answer, template_id, channel_id, variables, communication_id, message_id,
      message_created_at, passport_id, announced, created_at)
    values (${values.client_id}, ${values.id}, ${values.api_key_id ?? null},
      ${values.idempotency_key ?? null}, ${values.request_hash}, ${JSON.stringify(values.answer)},
      ${values.template_id}, ${values.channel_id}, ${JSON.stringify(values.variables ?? {})},
      ${values.communication_id}, ${values.message_id}, ${values.message_created_at},
      ${values.passport_id ?? null}, ${values.announced ?? []},
      ${values.created_at ?? new Date()})
    on conflict (client_id, idempotency_key) where idempotency_key is not null do nothing
    returning id`.execute(trx);
  return row.rows.length > 0;
}

export function findById(
  trx: TTrx,
  clientId: number,
  id: string,
): Promise<TTransactionalRow | undefined> {
  return trx
    .selectFrom('transactional_messages')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findByIds(
  trx: TTrx,
  clientId: number,
  ids: readonly string[],
): Promise<TTransactionalRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('transactional_messages')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Where a follow-up pass left off: the last row it looked at. */
export type TUnsettledCursor = { createdAt: Date; id: string };

/**
 * Unsettled calls, locked for this announcing pass: those of `ids` (after a send), or the next
 * `limit` after the cursor in (created_at, id) order (the follow-up pages through them all).
 */
export function lockUnsettled(
  trx: TTrx,
  clientId: number,
  scope: { ids: readonly string[] } | { after: TUnsettledCursor | null },
  limit: number,
): Promise<TTransactionalRow[]> {
  if ('ids' in scope && scope.ids.length === 0) return Promise.resolve([]);
  let query = trx
    .selectFrom('transactional_messages')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('settled', '=', false);
  if ('ids' in scope) query = query.where('id', 'in', [...scope.ids]);
  else if (scope.after) {
    query = query.where(
      sql<boolean>`(created_at, id) > (${scope.after.createdAt}, ${scope.after.id}::uuid)`,
    );
  }
  return query.orderBy('created_at').orderBy('id').limit(limit).forUpdate().skipLocked().execute();
}

export async function saveAnnounced(
  trx: TTrx,
  clientId: number,
  id: string,
  announced: readonly string[],
  settled: boolean,
  forgetVariables: boolean,
): Promise<void> {
  await trx
    .updateTable('transactional_messages')
    .set({
      announced: [...announced],
      settled,
      // Rendered and handed over (or never to be): the personal data they may hold goes.
      ...(forgetVariables ? { variables: '{}' } : {}),
    })
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .execute();
}
