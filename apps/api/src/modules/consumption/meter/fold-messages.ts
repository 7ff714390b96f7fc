import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { BILLABLE_STATUSES } from '../monthly-usage.ts';
import { MESSAGES_WATERMARK, WATERMARK_ORIGIN } from './watermark.ts';

/**
 * How long after its sent_at a message's row may still be uncommitted. The fold only counts up
 * to now minus this lag, so a sender transaction that stamped sent_at and commits a little later
 * is still counted by the next fold instead of slipping under the watermark.
 */
export const FOLD_LAG_MS = 60_000;

/** Switches the transaction's tenant (RLS) to another client; LOCAL to the transaction. */
async function actAs(trx: Transaction<DB>, clientId: number): Promise<void> {
  await sql`select set_config('app.client_id', ${String(clientId)}, true),
    set_config('app.department_id', '', true)`.execute(trx);
}

/**
 * Folds the messages sent since the watermark into usage_daily, incrementally: per client, day
 * (UTC) of sent_at, channel and department of the communication (and per communication and
 * month into usage_communication_months), plus the
 * approximate bytes of each email sent (its stored content's size) as bandwidth. One
 * transaction moves the watermark and writes every client's counters, each under that client's
 * RLS, so a crash re-folds nothing twice and loses nothing; the watermark row's lock makes two
 * concurrent folds take turns. The watermark is claimed and moved through SECURITY DEFINER
 * functions (migration 2026-11-28T0300), which only move it forward: the request role cannot
 * rewind it to bill messages twice. Returns the clients whose counters changed.
 */
export async function foldMessages(db: Kysely<DB>, now = new Date()): Promise<number[]> {
  const upper = new Date(now.getTime() - FOLD_LAG_MS);
  return db.transaction().execute(async (trx) => {
    const claimed = await sql<{ watermark: Date }>`
      select usage_meter_claim(${MESSAGES_WATERMARK}, ${WATERMARK_ORIGIN}) as watermark`.execute(
      trx,
    );
    const { watermark } = claimed.rows[0]!;
    if (watermark >= upper) return [];
    const clients = await sql<{ id: string }>`
      select id from usage_clients_with_sent_messages(${watermark}, ${upper}) as id`.execute(trx);
    const clientIds = clients.rows.map((row) => Number(row.id));
    for (const clientId of clientIds) {
      await actAs(trx, clientId);
      await foldClient(trx, clientId, watermark, upper);
    }
    await sql`select usage_meter_advance(${MESSAGES_WATERMARK}, ${upper})`.execute(trx);
    return clientIds;
  });
}

async function foldClient(
  trx: Transaction<DB>,
  clientId: number,
  from: Date,
  to: Date,
): Promise<void> {
  const billable = sql.join(BILLABLE_STATUSES.map((status) => sql`${status}`));
  // Per day, channel, department and communication once; then added to the daily counters
  // (messages, and email bytes as bandwidth) and to the communication's month.
  await sql`
    with sent as (
      select (m.sent_at at time zone 'UTC')::date as day, m.channel_id,
        coalesce(c.department_id, 0) as department_id, c.id as communication_id,
        count(*) as messages,
        count(*) filter (where m.channel_id = 1) * octet_length(c.content::text) as bytes
      from messages m
      join communications c on c.client_id = m.client_id and c.id = m.communication_id
      where m.client_id = ${clientId} and m.sent_at > ${from} and m.sent_at <= ${to}
        and m.status in (${billable})
      group by 1, 2, 3, c.client_id, c.id
    ), daily as (
      insert into usage_daily as u (client_id, day, metric, channel_id, department_id, quantity,
        last_updated_at)
      select ${clientId}, day, metric, channel_id, department_id, sum(quantity), now()
      from (
        select day, 'messages' as metric, channel_id, department_id, messages as quantity
          from sent
        union all
        select day, 'bandwidth_bytes', channel_id, department_id, bytes from sent where bytes > 0
      ) counters
      group by day, metric, channel_id, department_id
      on conflict (client_id, metric, day, channel_id, department_id)
      do update set quantity = u.quantity + excluded.quantity, last_updated_at = now()
    )
    insert into usage_communication_months as u (client_id, month, channel_id,
      communication_id, department_id, messages, last_updated_at)
    select ${clientId}, date_trunc('month', day)::date, channel_id, communication_id,
      min(department_id), sum(messages), now()
    from sent
    group by date_trunc('month', day), channel_id, communication_id
    on conflict (client_id, month, channel_id, communication_id)
    do update set messages = u.messages + excluded.messages, last_updated_at = now()`.execute(trx);
}
