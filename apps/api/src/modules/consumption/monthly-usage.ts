import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/**
 * OWNER: the metering helper. Messages sent per channel in a calendar month (UTC), from the
 * metered counters, for the monthly invoice.
 */
export async function channelUsageForMonth(
  _trx: Transaction<DB>,
  _clientId: number,
  _year: number,
  _month: number,
): Promise<{ channelId: number; quantity: number }[]> {
  return [];
}
