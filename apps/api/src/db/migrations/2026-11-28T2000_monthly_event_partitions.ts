import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Events at scale (issue 24, item 5): contact_events and messages become range-partitioned by
 * month (UTC), so inserts and rollups touch this month's small indexes, not a year's, and an
 * old month can be detached and archived whole.
 *
 * - contact_events is partitioned by occurred_at, messages by created_at. PostgreSQL wants the
 *   partition column in every unique key, so the keys become (client_id, id, occurred_at),
 *   (client_id, event_key, occurred_at), (client_id, id, created_at) and the send engine's
 *   exactly-once key (client_id, communication_id, run_no, passport_id, created_at). Nothing
 *   references either table by foreign key, so no key elsewhere changes; the identity ids stay
 *   unique in practice (one sequence), and lookups by (client_id, id) still work (one index
 *   probe per partition).
 * - For the exactly-once key to keep its meaning, a message's created_at is a function of its
 *   run, never of the moment a worker writes it: a campaign run's messages carry
 *   communications.run_started_at (new, stamped when a run starts), a journey step's carry
 *   the journey entry's entered_at (run_no is the entry id). Existing rows are stamped the same
 *   way while copied (a run's earliest created_at), so a run resumed after the upgrade conflicts
 *   with the rows it wrote before.
 * - Partitions cover the months of existing rows and 13 months back (events are accepted up to
 *   400 days old) to 3 months ahead; a DEFAULT partition takes anything else (older back-dated
 *   events, a month nobody created yet), so no insert ever fails for want of a partition.
 *   event_partitions_create_ahead(n), run daily by a job, adds this month and n ahead (moving
 *   any rows the default took for them); event_partitions_detach(table, month) detaches a month
 *   for archiving (owner only, README).
 * - Every partition is a tenant table of its own: RLS enabled, forced, the tenant policy, and no
 *   grant to resonate_app (requests go through the parent, whose policy applies).
 *
 * The copy reads as the owner (a managed service's owner has its own policy on every table, see
 * db/managed-owner-migrations.ts) and writes through the parents, which force RLS only after it.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const BACK_MONTHS = 13;
const AHEAD_MONTHS = 3;

const EVENT_COLUMNS = sql`client_id, id, event_key, passport_id, type, channel_id, communication_id,
  revenue, lead_source, occurred_at, received_at, department_id, cost, properties`;
const MESSAGE_COLUMNS = sql`client_id, id, communication_id, passport_id, channel_id, address,
  status, provider_message_id, attempts, error, created_at, sent_at, updated_at, run_no,
  delivered_at, opened_at, clicked_at, next_attempt_at, in_doubt`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createPartitionFunctions(db);
  await sql`alter table communications add column run_started_at timestamptz`.execute(db);

  // The run under way resumes with the stamp its rows already carry.
  await sql`update communications c set run_started_at = coalesce(
      (select min(m.created_at) from messages m
        where m.client_id = c.client_id and m.communication_id = c.id and m.run_no = c.run_no),
      c.started_at, c.created_at)
    where c.run_no > 0`.execute(db);

  await sql`alter table contact_events rename to contact_events_unpartitioned`.execute(db);
  await sql`
    create table contact_events (
      client_id bigint not null,
      id bigint generated always as identity,
      event_key text not null,
      passport_id uuid not null,
      type text not null constraint contact_events_type_check check (type in ('sent', 'delivered',
        'opened', 'clicked', 'bounced', 'unsubscribed', 'converted', 'lead', 'page_view',
        'complained')),
      channel_id integer,
      communication_id bigint,
      revenue numeric(14,2),
      lead_source text,
      occurred_at timestamptz not null,
      received_at timestamptz not null default now(),
      department_id bigint,
      cost numeric(14,4),
      properties jsonb,
      constraint contact_events_client_id_fkey foreign key (client_id)
        references clients (id) on delete cascade
    ) partition by range (occurred_at)`.execute(db);

  await sql`alter table messages rename to messages_unpartitioned`.execute(db);
  await sql`
    create table messages (
      client_id bigint not null,
      id bigint generated always as identity,
      communication_id bigint not null,
      passport_id uuid not null,
      channel_id integer not null,
      address text,
      status text not null default 'queued' constraint messages_status_check check (status in
        ('queued', 'sending', 'sent', 'delivered', 'failed', 'bounced', 'suppressed')),
      provider_message_id text,
      attempts integer not null default 0,
      error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      updated_at timestamptz not null default now(),
      run_no integer not null default 1,
      delivered_at timestamptz,
      opened_at timestamptz,
      clicked_at timestamptz,
      next_attempt_at timestamptz,
      in_doubt integer not null default 0 constraint messages_in_doubt_check check (in_doubt >= 0),
      constraint messages_client_id_communication_id_fkey foreign key (client_id, communication_id)
        references communications (client_id, id) on delete cascade
    ) partition by range (created_at)`.execute(db);

  // Indexes before the copy would be slower; partitions made after the parent's indexes get
  // them too, so: partitions, copy, then indexes (built once per partition).
  for (const table of ['contact_events', 'messages'] as const) {
    const key = table === 'messages' ? sql`created_at` : sql`occurred_at`;
    await sql`create table ${sql.id(`${table}_default`)} partition of ${sql.id(table)} default`.execute(
      db,
    );
    await sql`select event_partition_add(${table}, m::date)
      from generate_series(
        least(date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${BACK_MONTHS}),
          (select date_trunc('month', min(${key}) at time zone 'UTC')
            from ${sql.id(`${table}_unpartitioned`)})),
        date_trunc('month', now() at time zone 'UTC') + make_interval(months => ${AHEAD_MONTHS}),
        interval '1 month') as m`.execute(db);
  }

  await sql`insert into contact_events (${EVENT_COLUMNS}) overriding system value
    select ${EVENT_COLUMNS} from contact_events_unpartitioned`.execute(db);
  // Each run's rows carry one stamp: the journey entry's, or the run's first.
  await sql`insert into messages (${MESSAGE_COLUMNS}) overriding system value
    select m.client_id, m.id, m.communication_id, m.passport_id, m.channel_id, m.address,
      m.status, m.provider_message_id, m.attempts, m.error,
      coalesce(je.entered_at,
        min(m.created_at) over (partition by m.client_id, m.communication_id, m.run_no)),
      m.sent_at, m.updated_at, m.run_no, m.delivered_at, m.opened_at, m.clicked_at,
      m.next_attempt_at, m.in_doubt
    from messages_unpartitioned m
    join communications c on c.client_id = m.client_id and c.id = m.communication_id
    left join journey_entries je on c.journey_id is not null
      and je.client_id = m.client_id and je.id = m.run_no`.execute(db);
  await sql`drop table contact_events_unpartitioned`.execute(db);
  await sql`drop table messages_unpartitioned`.execute(db);
  for (const table of ['contact_events', 'messages']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
      coalesce((select max(id) from ${sql.id(table)}), 0) + 1, false)`.execute(db);
    await nameSequence(db, table);
  }

  await run(db, [
    sql`alter table contact_events add constraint contact_events_pkey
      primary key (client_id, id, occurred_at)`,
    // A retried batch carries the same eventId and occurredAt; ingestion also skips an eventId
    // stored under another occurredAt (write-events.ts).
    sql`alter table contact_events add constraint contact_events_event_key_key
      unique (client_id, event_key, occurred_at)`,
    sql`alter table messages add constraint messages_pkey primary key (client_id, id, created_at)`,
    sql`alter table messages add constraint messages_recipient_key
      unique (client_id, communication_id, run_no, passport_id, created_at)`,
  ]);
  await createIndexes(db);

  for (const table of ['contact_events', 'messages']) {
    await tenantTable(db, table);
    await sql`grant select, insert, update, delete on ${sql.id(table)} to resonate_app`.execute(db);
    await tenantTable(db, `${table}_default`);
    await sql`revoke all on ${sql.id(`${table}_default`)} from resonate_app`.execute(db);
  }
}

/** The id sequence, made while the old table's held the name, takes the usual one back. */
async function nameSequence(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`do $$ begin
    if pg_get_serial_sequence(${sql.lit(table)}, 'id') <> ${sql.lit(`public.${table}_id_seq`)} then
      execute format('alter sequence %s rename to %I',
        pg_get_serial_sequence(${sql.lit(table)}, 'id'), ${sql.lit(`${table}_id_seq`)});
    end if;
  end $$`.execute(db);
}

async function tenantTable(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`alter table ${sql.id(table)} enable row level security`.execute(db);
  await sql`alter table ${sql.id(table)} force row level security`.execute(db);
  await sql`create policy tenant_isolation on ${sql.id(table)} for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
}

async function run(db: Kysely<unknown>, statements: RawBuilder<unknown>[]): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

/** The indexes both tables had, unchanged (none of them is unique). */
async function createIndexes(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    sql`create index contact_events_channel_idx on contact_events (client_id, channel_id, occurred_at)
      where channel_id is not null`,
    sql`create index contact_events_passport_idx
      on contact_events (client_id, passport_id, type, occurred_at)`,
    sql`create index contact_events_timeline_idx
      on contact_events (client_id, passport_id, occurred_at desc, id desc)`,
    sql`create index contact_events_type_time_idx on contact_events (client_id, type, occurred_at)
      include (passport_id, channel_id, revenue)`,
    sql`create index messages_in_doubt_idx on messages (client_id, communication_id)
      include (in_doubt) where in_doubt > 0`,
    sql`create index messages_in_flight_idx on messages (client_id, channel_id)
      where status = 'sending'`,
    sql`create index messages_pending_idx on messages (client_id, communication_id, run_no, id)
      where status in ('queued', 'sending')`,
    sql`create index messages_provider_idx on messages (client_id, provider_message_id)
      where provider_message_id is not null`,
    sql`create index messages_recent_sent_idx
      on messages (client_id, passport_id, channel_id, sent_at) where status in ('sent', 'delivered')`,
    sql`create index messages_sent_idx on messages (client_id, sent_at) where sent_at is not null`,
  ]);
}

/**
 * event_partition_add(table, month): the month's partition, made a tenant table, with any rows
 * the default partition took for that month moved in (ATTACH would refuse them). False when it
 * exists already, or was detached for archiving and not dropped yet (its month then stays in
 * the default partition).
 */
async function createPartitionFunctions(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function event_partition_add(p_table text, p_month date) returns boolean
    language plpgsql security definer set search_path = public, pg_temp set timezone = 'UTC'
    -- Creating a partition locks its parent: rather fail (the job retries) than queue inserts
    -- behind a long query.
    set lock_timeout = '5s' as $$
    declare
      v_key text := case p_table when 'contact_events' then 'occurred_at'
        when 'messages' then 'created_at' end;
      v_from timestamptz := date_trunc('month', p_month::timestamptz);
      v_to timestamptz := date_trunc('month', p_month::timestamptz) + interval '1 month';
      v_name text := p_table || '_' || to_char(p_month, 'YYYY_MM');
      v_default text := p_table || '_default';
      v_moved bigint;
    begin
      if v_key is null then
        raise exception 'not a monthly-partitioned table: %', p_table;
      end if;
      perform pg_advisory_xact_lock(hashtextextended('event_partitions', 0));
      if to_regclass(v_name) is not null then
        return false;
      end if;
      execute format('alter table %I no force row level security', v_default);
      execute format('create temp table event_partition_moved on commit drop as
        select * from %I where %I >= $1 and %I < $2', v_default, v_key, v_key) using v_from, v_to;
      get diagnostics v_moved = row_count;
      if v_moved > 0 then
        execute format('delete from %I where %I >= $1 and %I < $2', v_default, v_key, v_key)
          using v_from, v_to;
      end if;
      execute format('alter table %I force row level security', v_default);
      execute format('create table %I partition of %I for values from (%L) to (%L)',
        v_name, p_table, v_from, v_to);
      if v_moved > 0 then
        execute format('insert into %I overriding system value
          select * from pg_temp.event_partition_moved', v_name);
      end if;
      drop table pg_temp.event_partition_moved;
      execute format('alter table %I enable row level security', v_name);
      execute format('alter table %I force row level security', v_name);
      execute format('create policy tenant_isolation on %I for all
        using (client_id = nullif(current_setting(%L, true), %L)::bigint)
        with check (client_id = nullif(current_setting(%L, true), %L)::bigint)',
        v_name, 'app.client_id', '', 'app.client_id', '');
      execute format('revoke all on %I from resonate_app', v_name);
      return true;
    end
    $$`.execute(db);
  await sql`revoke all on function event_partition_add(text, date) from public`.execute(db);

  await sql`
    create function event_partitions_create_ahead(p_months integer) returns integer
    language sql security definer set search_path = public, pg_temp set timezone = 'UTC' as $$
      select count(*) filter (where created)::integer
      from generate_series(0, least(greatest(p_months, 0), 12)) as ahead,
        lateral (values ('contact_events'), ('messages')) as t(name),
        lateral (select event_partition_add(t.name,
          (date_trunc('month', now()) + make_interval(months => ahead))::date) as created) c
    $$`.execute(db);
  await sql`revoke all on function event_partitions_create_ahead(integer) from public`.execute(db);
  await sql`grant execute on function event_partitions_create_ahead(integer) to resonate_app`.execute(
    db,
  );

  await sql`
    create function event_partitions_detach(p_table text, p_month date) returns text
    language plpgsql set search_path = public, pg_temp set timezone = 'UTC' as $$
    declare
      v_name text := p_table || '_' || to_char(p_month, 'YYYY_MM');
    begin
      if p_table not in ('contact_events', 'messages') then
        raise exception 'not a monthly-partitioned table: %', p_table;
      end if;
      if not exists (select 1 from pg_inherits i
                     where i.inhrelid = to_regclass(v_name) and i.inhparent = p_table::regclass) then
        raise exception '% is not a partition of %', v_name, p_table;
      end if;
      execute format('alter table %I detach partition %I', p_table, v_name);
      -- Detached, it is the owner's archive: pg_dump must read it whole.
      execute format('alter table %I no force row level security', v_name);
      return v_name;
    end
    $$`.execute(db);
  await sql`revoke all on function event_partitions_detach(text, date) from public`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of [
    ['contact_events', EVENT_COLUMNS],
    ['messages', MESSAGE_COLUMNS],
  ] as const) {
    await sql`alter table ${sql.id(table)} no force row level security`.execute(db);
    await sql`create table ${sql.id(`${table}_plain`)}
      (like ${sql.id(table)} including defaults including constraints including identity)`.execute(
      db,
    );
    await sql`insert into ${sql.id(`${table}_plain`)} (${columns}) overriding system value
      select ${columns} from ${sql.id(table)}`.execute(db);
    await sql`drop table ${sql.id(table)}`.execute(db);
    await sql`alter table ${sql.id(`${table}_plain`)} rename to ${sql.id(table)}`.execute(db);
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
      coalesce((select max(id) from ${sql.id(table)}), 0) + 1, false)`.execute(db);
    await nameSequence(db, table);
    await tenantTable(db, table);
    await sql`grant select, insert, update, delete on ${sql.id(table)} to resonate_app`.execute(db);
  }
  await run(db, [
    sql`alter table contact_events add constraint contact_events_pkey primary key (client_id, id)`,
    sql`alter table contact_events add constraint contact_events_client_id_event_key_key
      unique (client_id, event_key)`,
    sql`alter table contact_events add constraint contact_events_client_id_fkey
      foreign key (client_id) references clients (id) on delete cascade`,
    sql`alter table messages add constraint messages_pkey primary key (client_id, id)`,
    sql`alter table messages add constraint messages_recipient_key
      unique (client_id, communication_id, run_no, passport_id)`,
    sql`alter table messages add constraint messages_client_id_communication_id_fkey
      foreign key (client_id, communication_id) references communications (client_id, id)
      on delete cascade`,
  ]);
  await createIndexes(db);
  await sql`alter table communications drop column if exists run_started_at`.execute(db);
  await sql`drop function if exists event_partitions_detach(text, date)`.execute(db);
  await sql`drop function if exists event_partitions_create_ahead(integer)`.execute(db);
  await sql`drop function if exists event_partition_add(text, date)`.execute(db);
}
