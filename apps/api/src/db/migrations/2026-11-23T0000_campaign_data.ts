import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Campaign and event data (issue 8): communications (campaigns), messages (one per recipient
 * and communication, written by the sending engine), more columns on contact_events, and the
 * rollups that dashboards read so that no dashboard query scans raw events:
 * - event_rollups: funnel counts, revenue, cost and conversion times per client, day,
 *   department, communication and channel (0 stands for "none" so each is part of the key);
 * - lead_source_rollups: leads per day, department and source;
 * - contact_engagement: per person, the last engagement and how many (recency and frequency);
 * - engagement_rollups: how many people last engaged on each day in each frequency band, so
 *   audience behaviour is a sum over a few hundred rows whatever the audience size.
 * Plus the web analytics snippet's sites (public site keys) and anonymous visitors.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = [
  'communications',
  'messages',
  'event_rollups',
  'lead_source_rollups',
  'contact_engagement',
  'engagement_rollups',
  'analytics_sites',
  'anonymous_visitors',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table communications (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      department_id bigint,
      name text not null check (length(name) between 1 and 200),
      channel_id integer not null,
      status smallint not null check (status between 1 and 20),
      audience jsonb not null default '{}',
      audience_size bigint not null default 0,
      scheduled_at timestamptz,
      started_at timestamptz,
      completed_at timestamptz,
      budget numeric(14, 2),
      cost numeric(16, 4) not null default 0,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      archived_at timestamptz,
      primary key (client_id, id),
      foreign key (client_id, department_id) references departments (client_id, id) on delete set null (department_id)
    )`.execute(db);
  await sql`create index communications_recent_idx
    on communications (client_id, coalesce(started_at, scheduled_at, created_at) desc)`.execute(db);

  await sql`
    create table messages (
      client_id bigint not null,
      id bigint generated always as identity,
      communication_id bigint not null,
      passport_id uuid not null,
      channel_id integer not null,
      address text,
      status text not null default 'queued'
        check (status in ('queued', 'sending', 'sent', 'delivered', 'failed', 'bounced', 'suppressed')),
      provider_message_id text,
      attempts integer not null default 0,
      error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (client_id, id),
      unique (client_id, communication_id, passport_id),
      foreign key (client_id, communication_id) references communications (client_id, id) on delete cascade
    )`.execute(db);

  await sql`
    alter table contact_events
      add column department_id bigint,
      add column cost numeric(14, 4),
      add column properties jsonb`.execute(db);
  // The 360 timeline reads one person's events newest first; the same index answers the
  // dynamic lists' "this person has such an event" probes, so it replaces the older one.
  await sql`drop index contact_events_passport_idx`.execute(db);
  await sql`create index contact_events_timeline_idx
    on contact_events (client_id, passport_id, occurred_at desc, id desc)`.execute(db);

  await sql`
    create table event_rollups (
      client_id bigint not null,
      day date not null,
      department_id bigint not null default 0,
      communication_id bigint not null default 0,
      channel_id integer not null default 0,
      sent bigint not null default 0,
      delivered bigint not null default 0,
      opened bigint not null default 0,
      clicked bigint not null default 0,
      bounced bigint not null default 0,
      unsubscribed bigint not null default 0,
      converted bigint not null default 0,
      leads bigint not null default 0,
      page_views bigint not null default 0,
      revenue numeric(18, 2) not null default 0,
      cost numeric(18, 4) not null default 0,
      conversion_seconds bigint not null default 0,
      timed_conversions bigint not null default 0,
      primary key (client_id, day, department_id, communication_id, channel_id)
    )`.execute(db);
  await sql`create index event_rollups_communication_idx
    on event_rollups (client_id, communication_id, day)`.execute(db);

  await sql`
    create table lead_source_rollups (
      client_id bigint not null,
      day date not null,
      department_id bigint not null default 0,
      lead_source text not null,
      leads bigint not null default 0,
      primary key (client_id, day, department_id, lead_source)
    )`.execute(db);

  await sql`
    create table contact_engagement (
      client_id bigint not null,
      passport_id uuid not null,
      last_engaged_at timestamptz not null,
      engagements bigint not null default 0,
      conversions bigint not null default 0,
      revenue numeric(18, 2) not null default 0,
      primary key (client_id, passport_id)
    )`.execute(db);
  await sql`create index contact_engagement_recent_idx
    on contact_engagement (client_id, last_engaged_at desc)`.execute(db);

  await sql`
    create table engagement_rollups (
      client_id bigint not null,
      last_day date not null,
      frequency_band text not null check (frequency_band in ('once', 'few', 'often')),
      contacts bigint not null default 0,
      primary key (client_id, last_day, frequency_band)
    )`.execute(db);

  await sql`
    create table analytics_sites (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      site_key text not null unique,
      name text not null,
      domains text[] not null default '{}',
      created_at timestamptz not null default now(),
      primary key (client_id, id)
    )`.execute(db);

  await sql`
    create table anonymous_visitors (
      client_id bigint not null,
      anonymous_id text not null,
      passport_id uuid not null default gen_random_uuid(),
      merged_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (client_id, anonymous_id)
    )`.execute(db);
  await sql`create index anonymous_visitors_passport_idx
    on anonymous_visitors (client_id, passport_id)`.execute(db);

  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop index if exists contact_events_timeline_idx`.execute(db);
  await sql`create index contact_events_passport_idx
    on contact_events (client_id, passport_id, type, occurred_at)`.execute(db);
  await sql`alter table contact_events
    drop column department_id, drop column cost, drop column properties`.execute(db);
}
