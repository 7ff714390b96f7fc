import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Usage metering (issue 11). usage_daily holds one counter per client, day, metric, channel and
 * department (0 = none, so each is part of the key); usage_communication_months the messages of
 * each communication per month (the drill-down's top communications), so that a month's page
 * reads a few hundred rows instead of one per communication and day. Flow metrics
 * ('messages', 'api_calls', 'bandwidth_bytes') are added to; level metrics ('contacts',
 * 'storage_bytes', 'database_bytes') are the day's snapshot, overwritten by the daily job.
 *
 * usage_meter_state is global on purpose: the fold's watermark (how far messages have been
 * counted) covers every tenant and is no tenant data. usage_thresholds remembers each 80% /
 * 100% notice of a month, so it is raised once.
 *
 * The job runs across tenants, but the app role sees one tenant at a time (RLS). The SECURITY
 * DEFINER functions answer only which clients have new sent messages, every client id, and
 * each client's byte share of the big tables; every read and write of tenant rows happens in
 * that tenant's own transaction, under RLS.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['usage_daily', 'usage_communication_months', 'usage_thresholds'];
/** The tables that hold almost all of a tenant's data; their size is shared by row count. */
const SHARED_TABLES = [
  'contacts',
  'contact_identities',
  'contact_events',
  'audience_list_members',
  'messages',
  'event_rollups',
  'usage_daily',
  'usage_communication_months',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table usage_daily (
      client_id bigint not null references clients (id) on delete cascade,
      day date not null,
      metric text not null check (metric in
        ('messages', 'api_calls', 'bandwidth_bytes', 'contacts', 'storage_bytes', 'database_bytes')),
      channel_id integer not null default 0,
      department_id bigint not null default 0,
      quantity bigint not null default 0,
      last_updated_at timestamptz not null default now(),
      primary key (client_id, metric, day, channel_id, department_id)
    )`.execute(db);

  await sql`
    create table usage_communication_months (
      client_id bigint not null references clients (id) on delete cascade,
      month date not null check (extract(day from month) = 1),
      channel_id integer not null,
      communication_id bigint not null,
      department_id bigint not null default 0,
      messages bigint not null default 0,
      last_updated_at timestamptz not null default now(),
      primary key (client_id, month, channel_id, communication_id)
    )`.execute(db);

  await sql`
    create table usage_meter_state (
      name text primary key,
      watermark timestamptz not null
    )`.execute(db);

  await sql`
    create table usage_thresholds (
      client_id bigint not null references clients (id) on delete cascade,
      period text not null check (period ~ '^[0-9]{4}-[0-9]{2}$'),
      limit_key text not null,
      threshold smallint not null check (threshold in (80, 100)),
      raised_at timestamptz not null default now(),
      primary key (client_id, period, limit_key, threshold)
    )`.execute(db);

  // The fold and the activity list read one client's messages by the time they were sent.
  await sql`create index messages_sent_idx on messages (client_id, sent_at)
    where sent_at is not null`.execute(db);
  // The send gate counts the messages being sent right now; there are few at any time.
  await sql`create index messages_in_flight_idx on messages (client_id, channel_id)
    where status = 'sending'`.execute(db);

  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }

  await sql`
    create function usage_clients_with_sent_messages(p_from timestamptz, p_to timestamptz)
    returns setof bigint
    language sql stable security definer set search_path = public as $$
      select c.id from clients c
      where exists (select 1 from messages m
        where m.client_id = c.id and m.sent_at > p_from and m.sent_at <= p_to)
    $$`.execute(db);
  await sql`
    create function usage_metered_clients()
    returns setof bigint
    language sql stable security definer set search_path = public as $$
      select id from clients order by id
    $$`.execute(db);
  // One row per client and table (the job sums them): the table's total size (heap, indexes,
  // TOAST) times the client's share of its rows. An approximation: rows of one table are
  // taken to be of equal size.
  await sql`
    create function usage_database_shares()
    returns table (client_id bigint, bytes bigint)
    language plpgsql stable security definer set search_path = public as $$
    declare
      t text;
    begin
      foreach t in array ${sql.lit(`{${SHARED_TABLES.join(',')}}`)}::text[] loop
        return query execute format(
          'select client_id::bigint, round($1::numeric * count(*) / sum(count(*)) over ())::bigint
             from %I group by client_id', t)
          using pg_total_relation_size(t::regclass);
      end loop;
    end
    $$`.execute(db);
  for (const fn of [
    'usage_clients_with_sent_messages(timestamptz, timestamptz)',
    'usage_metered_clients()',
    'usage_database_shares()',
  ]) {
    await sql`revoke all on function ${sql.raw(fn)} from public`.execute(db);
    await sql`grant execute on function ${sql.raw(fn)} to resonate_app`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists usage_database_shares()`.execute(db);
  await sql`drop function if exists usage_metered_clients()`.execute(db);
  await sql`drop function if exists usage_clients_with_sent_messages(timestamptz, timestamptz)`.execute(
    db,
  );
  await sql`drop index if exists messages_in_flight_idx`.execute(db);
  await sql`drop index if exists messages_sent_idx`.execute(db);
  await sql`drop table if exists usage_thresholds`.execute(db);
  await sql`drop table if exists usage_meter_state`.execute(db);
  await sql`drop table if exists usage_communication_months`.execute(db);
  await sql`drop table if exists usage_daily`.execute(db);
}
