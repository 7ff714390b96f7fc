import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

export type TNumberSeries = 'INV' | 'CN';

/**
 * The next number of an issuer's series for the year of `at`: INV-2026-000123, CN-2026-000004.
 * The counter row is incremented by an upsert, which holds its row lock until the issuing
 * transaction ends: a second issuer waits, and a rolled-back issue gives its number back, so
 * the series has neither duplicates nor gaps (a sequence would leave a gap on rollback).
 */
export async function nextDocumentNumber(
  trx: Transaction<DB>,
  issuer: string,
  series: TNumberSeries,
  at: Date,
): Promise<string> {
  const year = at.getUTCFullYear();
  const row = await trx
    .insertInto('invoice_number_counters')
    .values({ issuer, series, year, last_value: 1 })
    .onConflict((conflict) =>
      conflict.columns(['issuer', 'series', 'year']).doUpdateSet((eb) => ({
        last_value: eb('invoice_number_counters.last_value', '+', 1),
      })),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return `${series}-${year}-${String(row.last_value).padStart(6, '0')}`;
}
