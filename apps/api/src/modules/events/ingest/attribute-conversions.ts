import { sql, type Transaction } from 'kysely';
import { ATTRIBUTION_WINDOW_DAYS } from '@resonate/contracts/campaigns/tracking';
import type { DB } from '#/db/schema.ts';
import type { TEventRow } from './write-events.ts';

type TTrx = Transaction<DB>;

const WINDOW_MS = ATTRIBUTION_WINDOW_DAYS * 24 * 60 * 60 * 1000;

type TClick = {
  at: number;
  communicationId: number;
  channelId: number | null;
  departmentId: number | null;
};

/**
 * Last-click attribution: a conversion that names no communication is credited to the
 * communication the person last clicked within ATTRIBUTION_WINDOW_DAYS before it (on the
 * conversion's channel when it names one), so the rollups count the conversion and its revenue
 * for that communication. One query for the whole batch (stored clicks), and the batch's own
 * clicks from memory, since they are not stored yet. Changes the rows in place.
 */
export async function attributeConversions(
  trx: TTrx,
  clientId: number,
  rows: TEventRow[],
): Promise<void> {
  const open = rows.filter((row) => row.type === 'converted' && row.communicationId === null);
  if (open.length === 0) return;

  const { rows: stored } = await sql<{
    position: string;
    at: Date;
    communication_id: number;
    channel_id: number;
    department_id: number | null;
  }>`
    select t.position, e.occurred_at as at, c.id as communication_id, c.channel_id,
      c.department_id
    from unnest(${open.map((row) => row.passportId)}::uuid[],
        ${open.map((row) => row.occurredAt)}::timestamptz[],
        ${open.map((row) => row.channelId)}::integer[])
      with ordinality as t(passport_id, occurred_at, channel_id, position)
    cross join lateral (
      select e.occurred_at, e.communication_id from contact_events e
      where e.client_id = ${clientId} and e.passport_id = t.passport_id and e.type = 'clicked'
        and e.occurred_at <= t.occurred_at
        and e.occurred_at > t.occurred_at - make_interval(days => ${ATTRIBUTION_WINDOW_DAYS})
        and e.communication_id is not null
        and (t.channel_id is null or e.channel_id = t.channel_id)
      order by e.occurred_at desc limit 1
    ) e
    join communications c on c.client_id = ${clientId} and c.id = e.communication_id`.execute(trx);
  const best = new Map<number, TClick>();
  for (const found of stored) {
    best.set(Number(found.position) - 1, {
      at: new Date(found.at).getTime(),
      communicationId: found.communication_id,
      channelId: found.channel_id,
      departmentId: found.department_id,
    });
  }

  const batchClicks = new Map<string, TClick[]>();
  for (const row of rows) {
    if (row.type !== 'clicked' || row.communicationId === null) continue;
    const clicks = batchClicks.get(row.passportId) ?? [];
    clicks.push({
      at: row.occurredAt.getTime(),
      communicationId: row.communicationId,
      channelId: row.channelId,
      departmentId: row.departmentId,
    });
    batchClicks.set(row.passportId, clicks);
  }

  open.forEach((row, index) => {
    const at = row.occurredAt.getTime();
    let click = best.get(index);
    for (const candidate of batchClicks.get(row.passportId) ?? []) {
      const inWindow = candidate.at <= at && candidate.at > at - WINDOW_MS;
      const sameChannel = row.channelId === null || candidate.channelId === row.channelId;
      if (inWindow && sameChannel && (!click || candidate.at > click.at)) click = candidate;
    }
    if (!click) return;
    row.communicationId = click.communicationId;
    row.channelId = click.channelId;
    row.departmentId = click.departmentId;
  });
}
