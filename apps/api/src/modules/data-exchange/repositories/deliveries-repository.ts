import type { Selectable, Transaction } from 'kysely';
import type { DB, WebhookDeliveriesTable } from '#/db/schema.ts';

type TTrx = Transaction<DB>;
export type TDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type TDeliveryStatus = TDeliveryRow['status'];

const COLUMNS = [
  'id',
  'client_id',
  'webhook_id',
  'event_id',
  'event_type',
  'body',
  'status',
  'attempts',
  'response_status',
  'response_time_ms',
  'error',
  'created_at',
  'updated_at',
  'next_attempt_at',
] as const;

export function insertDeliveries(
  trx: TTrx,
  rows: { clientId: number; webhookId: number; eventId: string; eventType: string; body: string }[],
): Promise<TDeliveryRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return trx
    .insertInto('webhook_deliveries')
    .values(
      rows.map((row) => ({
        client_id: row.clientId,
        webhook_id: row.webhookId,
        event_id: row.eventId,
        event_type: row.eventType,
        body: row.body,
        next_attempt_at: new Date(),
      })),
    )
    .returning(COLUMNS)
    .execute();
}

/**
 * Claims attempt `attempt`: only when the delivery is still open and exactly the attempts before
 * it were made, so a duplicate job, or one for a finished delivery, claims nothing.
 */
export async function claimAttempt(trx: TTrx, id: string, attempt: number) {
  return trx
    .updateTable('webhook_deliveries')
    .set({ attempts: attempt, updated_at: new Date() })
    .where('id', '=', id)
    .where('attempts', '=', attempt - 1)
    .where('status', 'in', ['pending', 'retrying'])
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function recordAttempt(
  trx: TTrx,
  id: string,
  result: {
    status: TDeliveryStatus;
    responseStatus: number | null;
    responseTimeMs: number | null;
    error: string | null;
    nextAttemptAt: Date | null;
  },
): Promise<void> {
  await trx
    .updateTable('webhook_deliveries')
    .set({
      status: result.status,
      response_status: result.responseStatus,
      response_time_ms: result.responseTimeMs,
      error: result.error?.slice(0, 500) ?? null,
      next_attempt_at: result.nextAttemptAt,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function listDeliveryPage(
  trx: TTrx,
  webhookId: number,
  page: { pageNo: number; pageSize: number },
) {
  const scoped = trx.selectFrom('webhook_deliveries').where('webhook_id', '=', webhookId);
  const total = await scoped
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await scoped
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return { rows, totalRows: Number(total.n) };
}
