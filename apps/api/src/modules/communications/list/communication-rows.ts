import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { TCommunicationRow } from '@resonate/contracts/campaigns/communication-list';
import type { DB } from '#/db/schema.ts';
import { departmentScope, type TDepartmentScope } from '../department-scope.ts';

export type TTrx = Transaction<DB>;

/** Whose communications: the session's client and department (0: the whole client). */
export type TListScope = TDepartmentScope;

/** The moment a row stands for in lists and date filters (communications_recent_idx). */
export const RECENCY = sql`coalesce(c.started_at, c.scheduled_at, c.created_at)`;

type TListedRow = {
  id: number;
  name: string;
  channel_id: number;
  status: number;
  audience_size: number | string;
  scheduled_at: Date | null;
  started_at: Date | null;
  completed_at: Date | null;
  created_at: Date;
  recurring: boolean | null;
  archived: boolean;
  total: number | string;
};

type TFiguresRow = {
  communication_id: number | string;
  sent: string | number;
  delivered: string | number;
  opened: string | number;
  clicked: string | number;
  converted: string | number;
  bounced: string | number;
  unsubscribed: string | number;
  complained: string | number;
  revenue: string | number;
};

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * One page of the scope's communications matching `where`, in `order`, with the total, then
 * their funnel figures from event_rollups: one grouped query for the page's ids, so a page
 * costs two statements whatever its size, and never reads raw events.
 */
export async function selectCommunicationRows(
  trx: TTrx,
  scope: TListScope,
  filter: { where: RawBuilder<unknown>; order: RawBuilder<unknown>; limit: number; offset: number },
): Promise<{ rows: TCommunicationRow[]; total: number }> {
  const { rows } = await sql<TListedRow>`
    select c.id, c.name, c.channel_id, c.status, c.audience_size, c.scheduled_at, c.started_at,
      c.completed_at, c.created_at, c.schedule->>'kind' = 'recurring' as recurring,
      c.archived_at is not null as archived, count(*) over () as total
    from communications c
    where c.client_id = ${scope.clientId} ${departmentScope(scope)} ${filter.where}
    order by ${filter.order}
    limit ${filter.limit} offset ${filter.offset}`.execute(trx);
  const ids = rows.map((row) => Number(row.id));
  const figures = await figuresOf(trx, scope.clientId, ids);
  const doubts = await possiblyDuplicatedOf(trx, scope.clientId, ids);
  return {
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    rows: rows.map((row) => ({
      communicationId: Number(row.id),
      name: row.name,
      channelId: row.channel_id,
      status: row.status,
      audienceSize: Number(row.audience_size),
      scheduledAt: iso(row.scheduled_at),
      startedAt: iso(row.started_at),
      completedAt: iso(row.completed_at),
      createdAt: iso(row.created_at) ?? '',
      recurring: row.recurring === true,
      archived: row.archived,
      figures: figures.get(Number(row.id)) ?? ZERO,
      possiblyDuplicated: doubts.get(Number(row.id)) ?? 0,
    })),
  };
}

const ZERO: TCommunicationRow['figures'] = {
  sent: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  converted: 0,
  bounced: 0,
  unsubscribed: 0,
  complained: 0,
  revenue: 0,
};

/** Every day, department and channel of each communication, summed: its lifetime funnel. */
async function figuresOf(
  trx: TTrx,
  clientId: number,
  ids: number[],
): Promise<Map<number, TCommunicationRow['figures']>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<TFiguresRow>`
    select communication_id, sum(sent) as sent, sum(delivered) as delivered,
      sum(opened) as opened, sum(clicked) as clicked, sum(converted) as converted,
      sum(bounced) as bounced, sum(unsubscribed) as unsubscribed,
      sum(complained) as complained, sum(revenue) as revenue
    from event_rollups
    where client_id = ${clientId} and communication_id = any(${ids}::bigint[])
    group by communication_id`.execute(trx);
  return new Map(
    rows.map((row) => [
      Number(row.communication_id),
      {
        sent: Number(row.sent),
        delivered: Number(row.delivered),
        opened: Number(row.opened),
        clicked: Number(row.clicked),
        converted: Number(row.converted),
        bounced: Number(row.bounced),
        unsubscribed: Number(row.unsubscribed),
        complained: Number(row.complained),
        revenue: Number(row.revenue),
      },
    ]),
  );
}

/**
 * Messages of each communication sent again after a worker stopped with them in the provider's
 * hands (messages.in_doubt, over all runs). The partial index messages_in_doubt_idx holds only
 * those rows, so this stays cheap however many messages the page's communications have.
 */
async function possiblyDuplicatedOf(
  trx: TTrx,
  clientId: number,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ communication_id: string | number; n: number }>`
    select communication_id, sum(in_doubt)::int as n from messages
    where client_id = ${clientId} and communication_id = any(${ids}::bigint[]) and in_doubt > 0
    group by communication_id`.execute(trx);
  return new Map(rows.map((row) => [Number(row.communication_id), row.n]));
}

/** One communication of the scope as the list shows it, or undefined. */
export async function selectCommunicationRow(
  trx: TTrx,
  scope: TListScope,
  communicationId: number,
): Promise<TCommunicationRow | undefined> {
  const { rows } = await selectCommunicationRows(trx, scope, {
    where: sql`and c.id = ${communicationId}`,
    order: sql`c.id`,
    limit: 1,
    offset: 0,
  });
  return rows[0];
}
