import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/**
 * OWNER: the metering helper. How many of `wanted` messages of a channel the client may still
 * send this month under its licence: all of them when the plan bills overage, the rest of the
 * included messages when it blocks at 100% (then `blocked` is true once none are left).
 */
export async function sendAllowance(
  _trx: Transaction<DB>,
  _clientId: number,
  _channelId: number,
  wanted: number,
  _now: Date = new Date(),
): Promise<{ allowed: number; blocked: boolean }> {
  return { allowed: wanted, blocked: false };
}
