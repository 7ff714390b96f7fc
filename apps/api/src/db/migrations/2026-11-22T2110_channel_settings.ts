import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Channel settings besides email: WhatsApp (one row per client), voice/VMS (several provider
 * accounts per client), web push (one row per client, with its allowed domains), mobile push
 * apps (FCM key and APNs .p12 certificate with its password). Every secret
 * column holds a value sealed by the app with AES-256-GCM (`*_sealed`), never the plaintext.
 * All are tenant tables under the usual RLS policy.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = [
  'whatsapp_settings',
  'vms_settings',
  'web_push_settings',
  'web_push_domains',
  'mobile_push_apps',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table whatsapp_settings (
      client_id bigint not null references clients (id) on delete cascade,
      provider text not null,
      phone_number_id text not null default '',
      business_account_id text not null default '',
      access_token_sealed text,
      verify_token_sealed text,
      enabled boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id)
    )`.execute(db);

  await sql`
    create table vms_settings (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      provider text not null,
      caller_id text not null,
      account_id text not null,
      auth_token_sealed text not null,
      callback_url text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id)
    )`.execute(db);

  await sql`
    create table web_push_settings (
      client_id bigint not null references clients (id) on delete cascade,
      api_key_sealed text,
      auth_domain text not null default '',
      database_url text not null default '',
      project_id text not null default '',
      storage_bucket text not null default '',
      messaging_sender_id text not null default '',
      vapid_public_key text,
      vapid_private_key_sealed text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id)
    )`.execute(db);

  await sql`
    create table web_push_domains (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      domain text not null,
      created_at timestamptz not null default now(),
      primary key (client_id, id),
      unique (client_id, domain)
    )`.execute(db);

  await sql`
    create table mobile_push_apps (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      app_name text not null check (length(app_name) between 1 and 100),
      play_store_url text not null default '',
      app_store_url text not null default '',
      fcm_sender_id text not null default '',
      fcm_server_key_sealed text,
      apns_cert_sealed text,
      apns_password_sealed text,
      apns_cert_subject text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id)
    )`.execute(db);
  // App names are unique per client whatever their case (the name check asks the same).
  await sql`create unique index mobile_push_apps_name_idx
    on mobile_push_apps (client_id, lower(app_name))`.execute(db);

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
}
