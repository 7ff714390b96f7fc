import { sql, type Kysely } from 'kysely';
import type { DB } from '../../apps/api/src/db/schema.ts';

export type TUsageHistorySize = {
  /** Metered messages over the year, in all. */
  messages: number;
  /** Of which real message rows in the last full month (the activity CSV's month). */
  monthMessages: number;
  communications: number;
};

/** The channels the bench client sends on, with their share of the volume. */
const CHANNEL_MIX = [
  { channelId: 1, share: 0.7 },
  { channelId: 2, share: 0.15 },
  { channelId: 21, share: 0.08 },
  { channelId: 8, share: 0.05 },
  { channelId: 33, share: 0.02 },
];

/**
 * A year of one client's metered usage, written straight into the tables with
 * generate_series: `communications` communications across the client's departments and five
 * channels; for the eleven months before the last full month, usage_daily rows as the fold
 * leaves them (one per day, channel, department and communication, plus the daily API calls,
 * bandwidth and levels); and the last full month as `monthMessages` real message rows, which
 * the benchmark then folds. Together they meter `messages` messages.
 */
export async function writeUsageHistory(
  db: Kysely<DB>,
  clientId: number,
  size: TUsageHistorySize,
  now: Date,
): Promise<{ month: { year: number; month: number }; start: Date; end: Date }> {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
  const yearStart = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 11, 1));
  const mix = sql.raw(
    `(values ${CHANNEL_MIX.map((c, i) => `(${i}, ${c.channelId}, ${c.share})`).join(', ')})`,
  );
  // In the full bench run the server has been up a while, and its metering fold has already
  // counted the demo seed's messages into these tables (the same days, channels and
  // departments): the bench's year stands in for them. Under the watermark's lock, which the
  // fold takes too.
  await db.transaction().execute(async (trx) => {
    await sql`select 1 from usage_meter_state where name = 'messages' for update`.execute(trx);
    await sql`delete from usage_daily where client_id = ${clientId}`.execute(trx);
    await sql`delete from usage_communication_months where client_id = ${clientId}`.execute(trx);
  });
  await sql`
    insert into communications (client_id, name, channel_id, status, department_id, content)
    select ${clientId}, 'Bench communication ' || i, m.column2, 5,
      (select id from departments where client_id = ${clientId}
        order by id offset (i % greatest(1, (select count(*) from departments
          where client_id = ${clientId}))::int) limit 1),
      '{"subject":"Bench","html":"<p>A benchmark email of modest size</p>"}'
    from generate_series(1, ${size.communications}) i
    join ${mix} m on m.column1 = i % ${CHANNEL_MIX.length}`.execute(db);

  // Eleven months of folded counters: each communication sends on every day, in proportion to
  // its channel's share, so the year adds up to messages - monthMessages.
  const earlier = size.messages - size.monthMessages;
  const days = Math.round((start.getTime() - yearStart.getTime()) / 86_400_000);
  await sql`
    with comms as (
      select c.id, c.channel_id, coalesce(c.department_id, 0) as department_id,
        m.column3::float8 / count(*) over (partition by c.channel_id) as share
      from communications c join ${mix} m on m.column2 = c.channel_id
      where c.client_id = ${clientId} and c.name like 'Bench communication %'
    ), sends as (
      select ${yearStart}::date + d as day, channel_id, department_id, id,
        greatest(1, round(share * ${earlier} / ${days} * (0.6 + 0.8 * random())))::bigint as n
      from comms, generate_series(0, ${days - 1}) d
    ), daily as (
      insert into usage_daily (client_id, day, metric, channel_id, department_id, quantity)
      select ${clientId}, day, 'messages', channel_id, department_id, sum(n)
      from sends group by day, channel_id, department_id
    )
    insert into usage_communication_months (client_id, month, channel_id, communication_id,
      department_id, messages)
    select ${clientId}, date_trunc('month', day)::date, channel_id, id, min(department_id), sum(n)
    from sends group by date_trunc('month', day), channel_id, id`.execute(db);
  await sql`
    insert into usage_daily (client_id, day, metric, quantity)
    select ${clientId}, ${yearStart}::date + d, v.metric, r.qty
    from generate_series(0, ${days - 1}) d,
      (values ('api_calls', 40000), ('bandwidth_bytes', 900000000),
        ('contacts', 1000000), ('storage_bytes', 3000000000),
        ('database_bytes', 6000000000)) v(metric, q)
      cross join lateral (select (v.q * (0.8 + 0.4 * random()))::bigint as qty) r`.execute(db);

  // The last full month as real messages, spread over its seconds, for the fold and the CSV.
  const seconds = Math.round((end.getTime() - start.getTime()) / 1000);
  await sql`
    with comms as (
      select id, channel_id, row_number() over (order by id) - 1 as n
      from communications where client_id = ${clientId} and name like 'Bench communication %'
    )
    insert into messages (client_id, communication_id, passport_id, channel_id, address,
      status, attempts, created_at, sent_at, updated_at)
    select ${clientId}, c.id, gen_random_uuid(), c.channel_id,
      case when c.channel_id = 1 then 'person' || i || '@example.com'
        else '+4477' || lpad((i % 100000000)::text, 8, '0') end,
      case when i % 97 = 0 then 'bounced' when i % 5 = 0 then 'delivered' else 'sent' end,
      1, t, t, t
    from generate_series(1, ${size.monthMessages}) i
    cross join lateral (select ${start}::timestamptz
      + make_interval(secs => ((i - 1)::float8 * ${seconds} / ${size.monthMessages})) as t) s
    join comms c on c.n = i % ${size.communications}`.execute(db);
  await sql`analyze messages`.execute(db);
  await sql`analyze usage_daily`.execute(db);
  await sql`analyze usage_communication_months`.execute(db);
  return {
    month: { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1 },
    start,
    end,
  };
}
