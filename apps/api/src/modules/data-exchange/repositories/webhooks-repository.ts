import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB, WebhooksTable } from '#/db/schema.ts';

type TTrx = Transaction<DB>;
export type TWebhookRow = Selectable<WebhooksTable>;

const COLUMNS = [
  'id',
  'client_id',
  'url',
  'events',
  'active',
  'secret_sealed',
  'created_at',
  'updated_at',
] as const;

export function listWebhookRows(trx: TTrx): Promise<TWebhookRow[]> {
  return trx.selectFrom('webhooks').select(COLUMNS).orderBy('id').execute();
}

export function findWebhookRow(trx: TTrx, id: number, forUpdate = false) {
  const query = trx.selectFrom('webhooks').select(COLUMNS).where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Active subscriptions to one event type: who gets a delivery. */
export function listSubscribers(trx: TTrx, eventType: string): Promise<TWebhookRow[]> {
  return trx
    .selectFrom('webhooks')
    .select(COLUMNS)
    .where('active', '=', true)
    .where(sql<boolean>`${eventType} = any(events)`)
    .execute();
}

export async function countWebhooks(trx: TTrx): Promise<number> {
  const row = await trx
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertWebhook(
  trx: TTrx,
  hook: { clientId: number; url: string; events: string[]; active: boolean; secretSealed: string },
): Promise<TWebhookRow> {
  return trx
    .insertInto('webhooks')
    .values({
      client_id: hook.clientId,
      url: hook.url,
      events: hook.events,
      active: hook.active,
      secret_sealed: hook.secretSealed,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateWebhook(
  trx: TTrx,
  id: number,
  changes: { url?: string; events?: string[]; active?: boolean; secretSealed?: string },
): Promise<TWebhookRow> {
  return trx
    .updateTable('webhooks')
    .set({
      url: changes.url,
      events: changes.events,
      active: changes.active,
      secret_sealed: changes.secretSealed,
      // The version a form holds is this to the millisecond (JSON dates carry no more), so each
      // change moves it on by at least one millisecond.
      updated_at: sql<Date>`date_trunc('milliseconds', greatest(now(), updated_at + interval '1 millisecond'))`,
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteWebhookRow(trx: TTrx, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
