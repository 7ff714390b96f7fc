import { sql, type RawBuilder } from 'kysely';
import type {
  TCommunicationRow,
  TCommunicationSort,
} from '@resonate/contracts/campaigns/communication-list';
import { withTenant } from '#/db/tenant.ts';
import { timeZoneName } from '../engine/client-clock.ts';
import type { TCommunicationDeps } from '../deps.ts';
import {
  RECENCY,
  selectCommunicationRows,
  type TListScope,
  type TTrx,
} from './communication-rows.ts';

export type TCommunicationFilter = {
  search?: string;
  channelIds?: number[];
  statuses?: number[];
  /** The client's days, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
  archived: boolean;
  sort: TCommunicationSort;
  pageNo: number;
  pageSize: number;
};

const ORDER: Record<TCommunicationSort, RawBuilder<unknown>> = {
  newest: sql`${RECENCY} desc, c.id desc`,
  oldest: sql`${RECENCY} asc, c.id asc`,
  name: sql`lower(c.name) asc, c.id asc`,
  // The next to go out first; those without a schedule after them.
  scheduled: sql`c.scheduled_at asc nulls last, c.id desc`,
};

/** `%text%` for ilike, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function clientTimeZone(trx: TTrx, clientId: number): Promise<string> {
  const client = await trx
    .selectFrom('clients')
    .select('time_zone_id')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return timeZoneName(client?.time_zone_id ?? 1);
}

/**
 * The where clause of the filters. Days are the client's: a day starts at midnight in the
 * client's time zone, so the bounds compare instants and communications_recent_idx serves them.
 */
async function whereOf(trx: TTrx, scope: TListScope, filter: TCommunicationFilter) {
  const parts: RawBuilder<unknown>[] = [
    filter.archived ? sql`and c.archived_at is not null` : sql`and c.archived_at is null`,
    // A journey's send steps have hidden communications rows of their own (journeys/).
    sql`and c.journey_id is null`,
    // Transactional messages (API) have a hidden communication per channel (transactional/).
    sql`and not c.transactional`,
  ];
  if (filter.search) parts.push(sql`and c.name ilike ${containsPattern(filter.search)}`);
  if (filter.channelIds?.length)
    parts.push(sql`and c.channel_id = any(${filter.channelIds}::int[])`);
  if (filter.statuses?.length) parts.push(sql`and c.status = any(${filter.statuses}::int[])`);
  if (filter.from || filter.to) {
    const zone = await clientTimeZone(trx, scope.clientId);
    if (filter.from)
      parts.push(sql`and ${RECENCY} >= (${filter.from}::date)::timestamp at time zone ${zone}`);
    if (filter.to)
      parts.push(sql`and ${RECENCY} < (${filter.to}::date + 1)::timestamp at time zone ${zone}`);
  }
  return sql.join(parts, sql` `);
}

/** POST Communication/GetCommunications: a page of the list with each row's figures. */
export function getCommunications(
  deps: TCommunicationDeps,
  scope: TListScope,
  filter: TCommunicationFilter,
): Promise<{ rows: TCommunicationRow[]; total: number }> {
  return withTenant(deps.db, { clientId: scope.clientId }, async (trx) =>
    selectCommunicationRows(trx, scope, {
      where: await whereOf(trx, scope, filter),
      order: ORDER[filter.sort],
      limit: filter.pageSize,
      offset: (filter.pageNo - 1) * filter.pageSize,
    }),
  );
}
