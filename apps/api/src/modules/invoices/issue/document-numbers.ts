import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

export type TNumberSeries = 'INV' | 'CN';

/**
 * The next number of an issuer's series for the year of `at`: INV-2026-000123, CN-2026-000004.
 * The counter row is incremented by an upsert, which holds its row lock until the issuing
 * transaction ends: a second issuer waits, and a rolled-back issue gives its number back, so
 * the series has neither duplicates nor gaps (a sequence would leave a gap on rollback). The
 * upsert is invoice_number_next() (SECURITY DEFINER, migration 2026-11-28T0300): the request
 * role cannot touch the counters otherwise, so nothing can rewind a series.
 */
export async function nextDocumentNumber(
  trx: Transaction<DB>,
  issuer: string,
  series: TNumberSeries,
  at: Date,
): Promise<string> {
  const year = at.getUTCFullYear();
  const { rows } = await sql<{ value: number }>`
    select invoice_number_next(${issuer}, ${series}, ${year}) as value`.execute(trx);
  return `${series}-${year}-${String(rows[0]!.value).padStart(6, '0')}`;
}
