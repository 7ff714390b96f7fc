import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Journeys (issue 10, mdc-workflow):
 * - journeys: the graph (jsonb, validated by the app), the re-entry rule, status and a version
 *   for optimistic concurrency; watermarks of the triggers (the last contact event read, the
 *   last list join read, the last day date attributes were enrolled).
 * - journey_entries: one row per contact per entry; node_id is where it stands, state says
 *   whether it is due (active), waiting on a wait step until wake_at, finished (reached an exit)
 *   or exited (journey archived, step removed). trigger_key is unique per journey so a trigger
 *   read twice enrols once.
 * - journey_node_counts: entered / current per node, changed in the same transaction as a move.
 * - journey_send_nodes: the hidden communications row of each send node, so messages, rollups,
 *   tracking, the dashboard and consumption work unchanged; communications.journey_id marks
 *   those rows so the communication list leaves them out.
 * - journeys_due(): the active journeys of every client for the minute tick (SECURITY DEFINER,
 *   ids only).
 */
const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['journeys', 'journey_entries', 'journey_node_counts', 'journey_send_nodes'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table journeys (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      department_id bigint,
      name text not null,
      status text not null default 'draft'
        check (status in ('draft', 'active', 'paused', 'archived')),
      graph jsonb not null default '{"nodes": [], "edges": []}',
      reentry jsonb not null default '{"mode": "once", "minDaysBetween": 0}',
      version integer not null default 1,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      activated_at timestamptz,
      archived_at timestamptz,
      event_watermark bigint not null default 0,
      join_watermark timestamptz,
      date_watermark date,
      cohort_enrolled_at timestamptz,
      primary key (client_id, id)
    )`.execute(db);
  await sql`create index journeys_active_idx on journeys (status) where status = 'active'`.execute(
    db,
  );

  await sql`
    create table journey_entries (
      client_id bigint not null,
      journey_id bigint not null,
      id bigint generated always as identity,
      contact_id bigint not null,
      passport_id uuid not null,
      entry_no integer not null,
      node_id text not null,
      state text not null default 'active'
        check (state in ('active', 'waiting', 'finished', 'exited')),
      wake_at timestamptz,
      entered_at timestamptz not null,
      updated_at timestamptz not null default now(),
      finished_at timestamptz,
      exit_reason text,
      trigger_key text not null,
      primary key (client_id, id),
      unique (client_id, journey_id, trigger_key),
      foreign key (client_id, journey_id) references journeys (client_id, id) on delete cascade
    )`.execute(db);
  await sql`create index journey_entries_due_idx on journey_entries (client_id, journey_id, wake_at)
    where state in ('active', 'waiting')`.execute(db);
  await sql`create index journey_entries_node_idx
    on journey_entries (client_id, journey_id, node_id, state)`.execute(db);
  await sql`create index journey_entries_contact_idx
    on journey_entries (client_id, journey_id, contact_id, entered_at)`.execute(db);

  await sql`
    create table journey_node_counts (
      client_id bigint not null,
      journey_id bigint not null,
      node_id text not null,
      entered bigint not null default 0,
      current bigint not null default 0,
      primary key (client_id, journey_id, node_id),
      foreign key (client_id, journey_id) references journeys (client_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table journey_send_nodes (
      client_id bigint not null,
      journey_id bigint not null,
      node_id text not null,
      communication_id bigint not null,
      primary key (client_id, journey_id, node_id),
      foreign key (client_id, journey_id) references journeys (client_id, id) on delete cascade
    )`.execute(db);

  await sql`alter table communications add column journey_id bigint`.execute(db);

  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }

  await sql`
    create function journeys_due()
    returns table (client_id bigint, journey_id bigint)
    language sql stable security definer set search_path = public as $$
      select j.client_id, j.id from journeys j where j.status = 'active' order by j.client_id, j.id
    $$`.execute(db);
  await sql`revoke all on function journeys_due() from public`.execute(db);
  await sql`grant execute on function journeys_due() to resonate_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists journeys_due()`.execute(db);
  await sql`alter table communications drop column if exists journey_id`.execute(db);
  for (const table of [...TABLES].reverse()) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
