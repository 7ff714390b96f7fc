import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { messagesWatermark } from './meter/watermark.ts';
import { monthRange } from './month-range.ts';

/** The billable statuses: the provider accepted the message (a later bounce is still billed). */
export const BILLABLE_STATUSES = ['sent', 'delivered', 'bounced'] as const;

/**
 * Messages sent in [start, end) that the fold has not counted yet (sent after its watermark),
 * per channel: so a limit check or an invoice right after a send is exact, not a minute late.
 */
export async function unfoldedMessages(
  trx: Transaction<DB>,
  clientId: number,
  start: Date,
  end: Date,
  channelId?: number,
): Promise<Map<number, number>> {
  const watermark = await messagesWatermark(trx);
  const from = watermark > start ? watermark : start;
  const counts = new Map<number, number>();
  if (from >= end) return counts;
  let query = trx
    .selectFrom('messages')
    .select(['channel_id', sql<number>`count(*)::int`.as('n')])
    .where('client_id', '=', clientId)
    .where('sent_at', watermark > start ? '>' : '>=', from)
    .where('sent_at', '<', end)
    .where('status', 'in', BILLABLE_STATUSES)
    .groupBy('channel_id');
  if (channelId !== undefined) query = query.where('channel_id', '=', channelId);
  for (const row of await query.execute()) counts.set(row.channel_id, Number(row.n));
  return counts;
}

/** Folded message counters of a month per channel. */
export async function foldedMessages(
  trx: Transaction<DB>,
  clientId: number,
  from: string,
  to: string,
  channelId?: number,
): Promise<Map<number, number>> {
  let query = trx
    .selectFrom('usage_daily')
    .select(['channel_id', sql<string>`sum(quantity)`.as('n')])
    .where('client_id', '=', clientId)
    .where('metric', '=', 'messages')
    .where('day', '>=', from)
    .where('day', '<', to)
    .groupBy('channel_id');
  if (channelId !== undefined) query = query.where('channel_id', '=', channelId);
  const counts = new Map<number, number>();
  for (const row of await query.execute()) counts.set(row.channel_id, Number(row.n));
  return counts;
}

/** Folded plus not yet folded messages of a month, per channel. */
export async function messagesOfMonth(
  trx: Transaction<DB>,
  clientId: number,
  year: number,
  month: number,
  channelId?: number,
): Promise<Map<number, number>> {
  const range = monthRange(year, month);
  const [folded, unfolded] = await Promise.all([
    foldedMessages(trx, clientId, range.from, range.to, channelId),
    unfoldedMessages(trx, clientId, range.start, range.end, channelId),
  ]);
  for (const [channel, n] of unfolded) folded.set(channel, (folded.get(channel) ?? 0) + n);
  return folded;
}

/**
 * Billable messages per channel in a calendar month (UTC), for the monthly invoice: the metered
 * counters plus whatever was sent after the fold's watermark, so closing a month right after it
 * ends misses nothing.
 */
export async function channelUsageForMonth(
  trx: Transaction<DB>,
  clientId: number,
  year: number,
  month: number,
): Promise<{ channelId: number; quantity: number }[]> {
  const counts = await messagesOfMonth(trx, clientId, year, month);
  return [...counts]
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => a - b)
    .map(([channelId, quantity]) => ({ channelId, quantity }));
}
