import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Mobile push beyond the app settings: what FCM HTTP v1 needs (the Firebase service account,
 * sealed, and its project), the APNs gateway, the public app key the app registers devices with,
 * and per app its templates (one row per name and language), devices, goals and broadcasts.
 *
 * A device linked to a contact also has a contact_identities row (kind 'device_token'), added
 * when the app team's backend identifies it. mobile_push_app_find (SECURITY DEFINER, like
 * api_key_find) turns an app key into its client and app for the public endpoints.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = [
  'mobile_push_templates',
  'mobile_push_devices',
  'mobile_push_goals',
  'mobile_push_broadcasts',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table mobile_push_apps
      add column app_key text unique,
      add column fcm_project_id text not null default '',
      add column fcm_service_account_sealed text,
      add column apns_environment text not null default 'production'
        check (apns_environment in ('production', 'sandbox'))`.execute(db);

  await sql`
    create table mobile_push_templates (
      client_id bigint not null,
      id bigint generated always as identity,
      app_id bigint not null,
      name text not null check (length(name) between 1 and 100),
      language text not null,
      title text not null,
      body text not null,
      image_url text not null default '',
      deep_link text not null default '',
      data jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id),
      foreign key (client_id, app_id) references mobile_push_apps (client_id, id) on delete cascade
    )`.execute(db);
  await sql`create unique index mobile_push_templates_name_idx
    on mobile_push_templates (client_id, app_id, lower(name), language)`.execute(db);

  await sql`
    create table mobile_push_devices (
      client_id bigint not null,
      id bigint generated always as identity,
      app_id bigint not null,
      token text not null check (length(token) <= 500),
      platform text not null check (platform in ('android', 'ios')),
      app_version text not null default '',
      os_version text not null default '',
      device_model text not null default '',
      language text not null default '',
      passport_id uuid not null default gen_random_uuid(),
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      disabled_at timestamptz,
      primary key (client_id, id),
      unique (client_id, app_id, token),
      foreign key (client_id, app_id) references mobile_push_apps (client_id, id) on delete cascade
    )`.execute(db);
  // The device list (newest activity first) and the broadcast's walk over active devices.
  await sql`create index mobile_push_devices_seen_idx
    on mobile_push_devices (client_id, app_id, last_seen_at desc, id)`.execute(db);
  await sql`create index mobile_push_devices_token_idx
    on mobile_push_devices (client_id, token)`.execute(db);

  await sql`
    create table mobile_push_goals (
      client_id bigint not null,
      id bigint generated always as identity,
      app_id bigint not null,
      name text not null check (length(name) between 1 and 100),
      goal_type text not null
        check (goal_type in ('screen_view', 'event', 'purchase', 'deep_link_open')),
      match text not null check (match in ('equals', 'contains', 'starts_with')),
      target text not null check (length(target) between 1 and 500),
      value numeric(14, 2) check (value >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id),
      foreign key (client_id, app_id) references mobile_push_apps (client_id, id) on delete cascade
    )`.execute(db);
  await sql`create unique index mobile_push_goals_name_idx
    on mobile_push_goals (client_id, app_id, lower(name))`.execute(db);

  await sql`
    create table mobile_push_broadcasts (
      client_id bigint not null,
      id bigint generated always as identity,
      app_id bigint not null,
      template_name text,
      message jsonb,
      title text not null,
      platform text check (platform in ('android', 'ios')),
      status text not null default 'queued'
        check (status in ('queued', 'running', 'completed', 'failed')),
      total integer not null default 0,
      sent integer not null default 0,
      failed integer not null default 0,
      api_key_id bigint,
      error text,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      primary key (client_id, id),
      check ((template_name is null) <> (message is null)),
      foreign key (client_id, app_id) references mobile_push_apps (client_id, id) on delete cascade
    )`.execute(db);
  await sql`create index mobile_push_broadcasts_app_idx
    on mobile_push_broadcasts (client_id, app_id, id desc)`.execute(db);

  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }

  await sql`
    create function mobile_push_app_find(p_app_key text)
    returns table (client_id bigint, app_id bigint)
    language sql stable security definer set search_path = public as $$
      select a.client_id, a.id from mobile_push_apps a where a.app_key = p_app_key
    $$`.execute(db);
  await sql`revoke all on function mobile_push_app_find(text) from public`.execute(db);
  await sql`grant execute on function mobile_push_app_find(text) to resonate_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists mobile_push_app_find(text)`.execute(db);
  for (const table of [...TABLES].reverse()) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`
    alter table mobile_push_apps
      drop column app_key,
      drop column fcm_project_id,
      drop column fcm_service_account_sealed,
      drop column apns_environment`.execute(db);
}
