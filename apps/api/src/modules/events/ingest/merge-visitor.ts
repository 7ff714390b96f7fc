import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { bandOf, keepPrevious, returnPrevious, type TBandMove } from './write-events.ts';

type TTrx = Transaction<DB>;

/** What an identify did: which passport the visitor's history left, if it moved. */
export type TMergeOutcome = { from: string | null; moves: TBandMove[] };

/**
 * Ties an anonymous visitor to a known person. The first time, the visitor's history moves onto
 * the person: its events, and its contact_engagement row folded into the person's (sums, the
 * later last engagement). The engagement_rollups changes are returned rather than written, so
 * that the call's one rollup statement writes them with everything else, in key order.
 * A visitor already tied to someone else (a shared browser, another person signing in) is
 * re-pointed for what comes next; history already given to a person stays with them.
 */
export async function mergeVisitor(
  trx: TTrx,
  clientId: number,
  anonymousId: string,
  personPassport: string,
  now: Date,
): Promise<TMergeOutcome> {
  const visitor = await trx
    .selectFrom('anonymous_visitors')
    .select(['passport_id', 'merged_at'])
    .where('client_id', '=', clientId)
    .where('anonymous_id', '=', anonymousId)
    .forUpdate()
    .executeTakeFirst();
  if (!visitor || visitor.passport_id === personPassport) return { from: null, moves: [] };
  await trx
    .updateTable('anonymous_visitors')
    .set({ passport_id: personPassport, merged_at: now })
    .where('client_id', '=', clientId)
    .where('anonymous_id', '=', anonymousId)
    .execute();
  if (visitor.merged_at !== null) return { from: null, moves: [] };

  const from = visitor.passport_id;
  await sql`update contact_events set passport_id = ${personPassport}
    where client_id = ${clientId} and passport_id = ${from}`.execute(trx);
  const { rows } = await sql<{
    gone_day: string;
    gone_band: string;
    old_day: string | null;
    old_band: string | null;
    new_day: string;
    new_band: string;
  }>`
    with gone as (
      delete from contact_engagement
      where client_id = ${clientId} and passport_id = ${from}
      returning last_engaged_at, engagements, conversions, revenue),
    merged as (
      insert into contact_engagement as ce (client_id, passport_id, last_engaged_at,
        engagements, conversions, revenue)
      select ${clientId}, ${personPassport}, last_engaged_at, engagements, conversions, revenue
      from gone
      on conflict (client_id, passport_id) do update set
        last_engaged_at = greatest(ce.last_engaged_at, excluded.last_engaged_at),
        engagements = ce.engagements + excluded.engagements,
        conversions = ce.conversions + excluded.conversions,
        revenue = ce.revenue + excluded.revenue,
        ${keepPrevious}
      returning ${returnPrevious})
    select to_char(g.last_engaged_at at time zone 'UTC', 'YYYY-MM-DD') as gone_day,
      ${bandOf('g.engagements')} as gone_band,
      to_char(m.old_at at time zone 'UTC', 'YYYY-MM-DD') as old_day,
      ${bandOf('m.old_n')} as old_band,
      to_char(m.new_at at time zone 'UTC', 'YYYY-MM-DD') as new_day,
      ${bandOf('m.new_n')} as new_band
    from gone g cross join merged m`.execute(trx);
  const row = rows[0];
  if (!row) return { from, moves: [] };
  const moves: TBandMove[] = [
    { lastDay: row.gone_day, band: row.gone_band, delta: -1 },
    { lastDay: row.new_day, band: row.new_band, delta: 1 },
  ];
  if (row.old_day && row.old_band) {
    moves.push({ lastDay: row.old_day, band: row.old_band, delta: -1 });
  }
  return { from, moves };
}
