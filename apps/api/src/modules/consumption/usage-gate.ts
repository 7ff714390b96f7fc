import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { loadClientPlan } from './client-plan.ts';
import { messagesOfMonth } from './monthly-usage.ts';
import { monthOf } from './month-range.ts';

/**
 * How many of `wanted` messages of a channel the client may still send this month under its
 * licence: all of them when the plan bills overage, the rest of the included messages when it
 * blocks at 100% (then `blocked` is true once none are left). Counts what was sent this month
 * (metered plus not yet folded) and what is being sent now (rows 'sending': claimed, not yet
 * answered), so call it before claiming each batch. Rows merely 'queued' are not counted: a
 * communication queues its whole audience before its first batch. Two sends of one channel
 * that check at the same moment (before either has claimed) may together overshoot by at most
 * one batch; the advisory lock only makes their checks take turns.
 */
export async function sendAllowance(
  trx: Transaction<DB>,
  clientId: number,
  channelId: number,
  wanted: number,
  now: Date = new Date(),
): Promise<{ allowed: number; blocked: boolean }> {
  const wantedCount = Math.max(0, Math.floor(wanted));
  const { plan } = await loadClientPlan(trx, clientId);
  if (plan.atLimit === 'overage') return { allowed: wantedCount, blocked: false };
  await sql`select pg_advisory_xact_lock(${clientId}::int, ${channelId}::int)`.execute(trx);
  const { year, month } = monthOf(now);
  const sent = (await messagesOfMonth(trx, clientId, year, month, channelId)).get(channelId) ?? 0;
  const inFlight = await trx
    .selectFrom('messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('client_id', '=', clientId)
    .where('channel_id', '=', channelId)
    .where('status', '=', 'sending')
    .executeTakeFirstOrThrow();
  const used = sent + Number(inFlight.n);
  const included = plan.channels[channelId]?.includedPerMonth ?? 0;
  const left = Math.max(0, included - used);
  return { allowed: Math.min(wantedCount, left), blocked: left === 0 };
}
