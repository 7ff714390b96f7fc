import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { bandOf } from './write-events.ts';

/**
 * Part of a data-subject deletion: the people's engagement rows go, the engagement_rollups
 * counts they were in drop with them (in key order, as ingestion writes them), and anonymous
 * visitors tied to them are forgotten. The event rollups are counts without people in them, so
 * the dashboard's history keeps its totals.
 */
export async function forgetPeople(
  trx: Transaction<DB>,
  clientId: number,
  passportIds: readonly string[],
): Promise<void> {
  if (passportIds.length === 0) return;
  await sql`
    with gone as (
      delete from contact_engagement
      where client_id = ${clientId} and passport_id = any(${passportIds}::uuid[])
      returning (last_engaged_at at time zone 'UTC')::date as last_day, engagements),
    counts as (
      select last_day, ${bandOf('engagements')} as band, count(*) as n from gone group by 1, 2)
    insert into engagement_rollups as r (client_id, last_day, frequency_band, contacts)
    select ${clientId}, last_day, band, -n from counts order by last_day, band
    on conflict (client_id, last_day, frequency_band) do update set
      contacts = r.contacts + excluded.contacts`.execute(trx);
  await sql`delete from anonymous_visitors
    where client_id = ${clientId} and passport_id = any(${passportIds}::uuid[])`.execute(trx);
}
