import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { messagesOfMonth } from './monthly-usage.ts';
import { monthRange } from './month-range.ts';

export type TMonthUsage = {
  /** Billable messages per channel. */
  messages: Map<number, number>;
  bandwidthBytes: number;
  apiCalls: number;
  /** Levels: the newest snapshot of the month. */
  contacts: number;
  storageBytes: number;
  databaseBytes: number;
  lastUpdatedAt: Date | null;
};

/**
 * A client's usage in one calendar month (UTC): flows summed over the month, levels taken from
 * the month's newest daily snapshot. Reads the small usage_daily table only (plus the messages
 * sent since the last fold).
 */
export async function monthUsage(
  trx: Transaction<DB>,
  clientId: number,
  year: number,
  month: number,
): Promise<TMonthUsage> {
  const range = monthRange(year, month);
  const [messages, rows] = await Promise.all([
    messagesOfMonth(trx, clientId, year, month),
    sql<{ metric: string; total: string; latest: string | null; updated: Date | null }>`
      select metric,
        sum(quantity) as total,
        (array_agg(quantity order by day desc))[1] as latest,
        max(last_updated_at) as updated
      from (
        select metric, day, sum(quantity) as quantity, max(last_updated_at) as last_updated_at
        from usage_daily
        where client_id = ${clientId} and day >= ${range.from} and day < ${range.to}
          and metric <> 'messages'
        group by metric, day
      ) d
      group by metric`.execute(trx),
  ]);
  const byMetric = new Map(rows.rows.map((row) => [row.metric, row]));
  const total = (metric: string) => Number(byMetric.get(metric)?.total ?? 0);
  const latest = (metric: string) => Number(byMetric.get(metric)?.latest ?? 0);
  const updated = rows.rows
    .map((row) => row.updated)
    .filter((value): value is Date => value !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    messages,
    bandwidthBytes: total('bandwidth_bytes'),
    apiCalls: total('api_calls'),
    contacts: latest('contacts'),
    storageBytes: latest('storage_bytes'),
    databaseBytes: latest('database_bytes'),
    lastUpdatedAt: updated ?? null,
  };
}

/** used / limit as a percentage with one decimal (0 when there is no limit). */
export function percentOf(used: number, limit: number): number {
  if (limit <= 0) return 0;
  return Math.round((used / limit) * 1000) / 10;
}
