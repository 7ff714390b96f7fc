import { sql, type Transaction } from 'kysely';
import { FREQUENCY_BAND_MIN } from '@resonate/contracts/dashboard/dashboard';
import { ENGAGEMENT_EVENT_TYPES, type TContactEventType } from '@resonate/contracts/events/ingest';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;

/** An event ready to store: person resolved, department and channel taken from its campaign. */
export type TEventRow = {
  eventKey: string;
  passportId: string;
  type: TContactEventType;
  channelId: number | null;
  communicationId: number | null;
  departmentId: number | null;
  revenue: number | null;
  cost: number | null;
  leadSource: string | null;
  occurredAt: Date;
  properties: string | null;
};

/** A change of one engagement_rollups count, from an identify merge earlier in the call. */
export type TBandMove = { lastDay: string; band: string; delta: number };

/** The frequency band of an engagement count, as SQL over `column`. */
export function bandOf(column: string) {
  const ref = sql.ref(column);
  return sql<string>`case when ${ref} >= ${sql.lit(FREQUENCY_BAND_MIN.often)} then 'often'
    when ${ref} >= ${sql.lit(FREQUENCY_BAND_MIN.few)} then 'few' else 'once' end`;
}

/**
 * How far apart two occurredAt of one eventId may be and still be one event (a sender that
 * stamps a retry anew); beyond it they are two. Bounded so the check stays on a few partitions.
 */
const DUPLICATE_WINDOW = sql`interval '31 days'`;

const ENGAGING = sql.join(ENGAGEMENT_EVENT_TYPES.map((type) => sql.lit(type)));

/**
 * For `on conflict do update` of contact_engagement `ce`: copies the values being replaced into
 * the previous_* columns, under the row lock the update holds, so that RETURNING can answer the
 * row before the upsert as `RETURNING old.*` does on PostgreSQL 18 (15 to 17 lack it). Every
 * expression of a SET reads `ce` as it was before the update, whatever the order.
 */
export const keepPrevious = sql`previous_last_engaged_at = ce.last_engaged_at,
        previous_engagements = ce.engagements`;

/**
 * RETURNING of that upsert: old_at/old_n, null when the row was inserted (as `old.*` would be:
 * an insert leaves the previous_* columns null, an update always sets them), and new_at/new_n.
 */
export const returnPrevious = sql`previous_last_engaged_at as old_at, previous_engagements as old_n,
        last_engaged_at as new_at, engagements as new_n`;

/**
 * One statement: inserts the events (skipping a stored event_key) and feeds only the rows
 * really inserted to every rollup, so a retried batch counts once. Each upsert visits its rows
 * in key order, so concurrent batches lock shared rollup rows in the same order and cannot
 * deadlock on them. Conversion times look for the person's first send of the campaign before
 * the conversion, stored earlier or in this batch (the CTE's rows are not yet visible in the
 * table, so the batch's first sends are joined by hash: linear in the batch size). contact_engagement's
 * upsert returns each row before and after (previousOnUpsert), which gives each person's band
 * move; with the merges' moves they are summed per (day, band) into engagement_rollups.
 * Answers how many were new.
 */
export async function writeEvents(
  trx: TTrx,
  clientId: number,
  rows: readonly TEventRow[],
  moves: readonly TBandMove[],
): Promise<number> {
  if (rows.length === 0 && moves.length === 0) return 0;
  const sorted = [...rows].sort((a, b) =>
    a.eventKey < b.eventKey ? -1 : a.eventKey > b.eventKey ? 1 : 0,
  );
  const column = <K extends keyof TEventRow>(key: K) => sorted.map((row) => row[key]);
  const { rows: result } = await sql<{ inserted: number }>`
    with input as (
      select * from unnest(
        ${column('eventKey')}::text[], ${column('passportId')}::uuid[], ${column('type')}::text[],
        ${column('channelId')}::integer[], ${column('communicationId')}::bigint[],
        ${column('departmentId')}::bigint[], ${column('revenue')}::numeric[],
        ${column('cost')}::numeric[], ${column('leadSource')}::text[],
        ${column('occurredAt')}::timestamptz[], ${column('properties')}::jsonb[])
        with ordinality as t(event_key, passport_id, type, channel_id, communication_id,
          department_id, revenue, cost, lead_source, occurred_at, properties, position)
    ),
    ins as (
      insert into contact_events (client_id, event_key, passport_id, type, channel_id,
        communication_id, department_id, revenue, cost, lead_source, occurred_at, properties)
      select ${clientId}, event_key, passport_id, type, channel_id, communication_id,
        department_id, revenue, cost, lead_source, occurred_at, properties
      from input
      -- The unique key holds occurred_at (the partition column), so a retry with the same
      -- occurredAt is caught by ON CONFLICT; one whose occurredAt moved is caught here, within
      -- DUPLICATE_WINDOW of it: a scalar subquery (one index probe per row, never a scan of the
      -- client's keys) that runtime pruning keeps to the two or three months around it.
      where (select e.id from contact_events e
        where e.client_id = ${clientId} and e.event_key = input.event_key
          and e.occurred_at > input.occurred_at - ${DUPLICATE_WINDOW}
          and e.occurred_at < input.occurred_at + ${DUPLICATE_WINDOW}
        limit 1) is null
      order by position
      on conflict (client_id, event_key, occurred_at) do nothing
      returning passport_id, type, channel_id, communication_id, department_id, revenue, cost,
        lead_source, occurred_at,
        (occurred_at at time zone 'UTC')::date as day,
        coalesce(department_id, 0) as dept, coalesce(communication_id, 0) as comm,
        coalesce(channel_id, 0) as chan
    ),
    batch_sent as (
      select passport_id, communication_id, min(occurred_at) as sent_at
      from ins where type = 'sent' and communication_id is not null
      group by 1, 2
    ),
    timed as (
      select i.day, i.dept, i.comm, i.chan,
        sum(round(extract(epoch from i.occurred_at - first.sent_at)))::bigint as seconds,
        count(*) as n
      from ins i
      left join batch_sent b
        on b.passport_id = i.passport_id and b.communication_id = i.communication_id
        and b.sent_at < i.occurred_at
      cross join lateral (
        select least(b.sent_at, (
          select min(e.occurred_at) from contact_events e
          where e.client_id = ${clientId} and e.passport_id = i.passport_id
            and e.occurred_at < i.occurred_at and e.type = 'sent'
            and e.communication_id = i.communication_id)) as sent_at
      ) first
      where i.type = 'converted' and i.communication_id is not null
        and first.sent_at is not null
      group by 1, 2, 3, 4
    ),
    counted as (
      select day, dept, comm, chan,
        count(*) filter (where type = 'sent') as sent,
        count(*) filter (where type = 'delivered') as delivered,
        count(*) filter (where type = 'opened') as opened,
        count(*) filter (where type = 'clicked') as clicked,
        count(*) filter (where type = 'bounced') as bounced,
        count(*) filter (where type = 'unsubscribed') as unsubscribed,
        count(*) filter (where type = 'complained') as complained,
        count(*) filter (where type = 'converted') as converted,
        count(*) filter (where type = 'lead') as leads,
        count(*) filter (where type = 'page_view') as page_views,
        coalesce(sum(revenue) filter (where type = 'converted'), 0) as revenue,
        coalesce(sum(cost), 0) as cost
      from ins group by 1, 2, 3, 4
    ),
    event_rollup as (
      insert into event_rollups as r (client_id, day, department_id, communication_id,
        channel_id, sent, delivered, opened, clicked, bounced, unsubscribed, converted, leads,
        page_views, revenue, cost, conversion_seconds, timed_conversions, complained)
      select ${clientId}, c.day, c.dept, c.comm, c.chan, c.sent, c.delivered, c.opened,
        c.clicked, c.bounced, c.unsubscribed, c.converted, c.leads, c.page_views, c.revenue,
        c.cost, coalesce(t.seconds, 0), coalesce(t.n, 0), c.complained
      from counted c left join timed t using (day, dept, comm, chan)
      order by c.day, c.dept, c.comm, c.chan
      on conflict (client_id, day, department_id, communication_id, channel_id) do update set
        sent = r.sent + excluded.sent, delivered = r.delivered + excluded.delivered,
        opened = r.opened + excluded.opened, clicked = r.clicked + excluded.clicked,
        bounced = r.bounced + excluded.bounced,
        unsubscribed = r.unsubscribed + excluded.unsubscribed,
        complained = r.complained + excluded.complained,
        converted = r.converted + excluded.converted, leads = r.leads + excluded.leads,
        page_views = r.page_views + excluded.page_views, revenue = r.revenue + excluded.revenue,
        cost = r.cost + excluded.cost,
        conversion_seconds = r.conversion_seconds + excluded.conversion_seconds,
        timed_conversions = r.timed_conversions + excluded.timed_conversions
    ),
    lead_rollup as (
      insert into lead_source_rollups as r (client_id, day, department_id, lead_source, leads)
      select ${clientId}, day, dept, coalesce(lead_source, 'Unknown'), count(*)
      from ins where type = 'lead' group by 2, 3, 4 order by 2, 3, 4
      on conflict (client_id, day, department_id, lead_source) do update set
        leads = r.leads + excluded.leads
    ),
    engaged as (
      insert into contact_engagement as ce (client_id, passport_id, last_engaged_at,
        engagements, conversions, revenue)
      select ${clientId}, passport_id, max(occurred_at), count(*),
        count(*) filter (where type = 'converted'),
        coalesce(sum(revenue) filter (where type = 'converted'), 0)
      from ins where type in (${ENGAGING}) group by passport_id order by passport_id
      on conflict (client_id, passport_id) do update set
        last_engaged_at = greatest(ce.last_engaged_at, excluded.last_engaged_at),
        engagements = ce.engagements + excluded.engagements,
        conversions = ce.conversions + excluded.conversions,
        revenue = ce.revenue + excluded.revenue,
        ${keepPrevious}
      returning ${returnPrevious}
    ),
    moved as (
      select (old_at at time zone 'UTC')::date as last_day, ${bandOf('old_n')} as band, -1 as delta
      from engaged where old_at is not null
      union all
      select (new_at at time zone 'UTC')::date, ${bandOf('new_n')}, 1 from engaged
      union all
      select * from unnest(${moves.map((move) => move.lastDay)}::date[],
        ${moves.map((move) => move.band)}::text[], ${moves.map((move) => move.delta)}::integer[])
    ),
    band_rollup as (
      insert into engagement_rollups as r (client_id, last_day, frequency_band, contacts)
      select ${clientId}, last_day, band, sum(delta) from moved
      group by 2, 3 having sum(delta) <> 0 order by 2, 3
      on conflict (client_id, last_day, frequency_band) do update set
        contacts = r.contacts + excluded.contacts
    )
    select count(*)::integer as inserted from ins`.execute(trx);
  return result[0]?.inserted ?? 0;
}
