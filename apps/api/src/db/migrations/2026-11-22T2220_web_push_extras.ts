import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Web push beyond its settings: the browsers subscribed to a client's sites and the conversion
 * goals the site's snippet reports against.
 *
 * Every subscription is a row here, identified or not: it names its site (domain), its keys and
 * a passport id for the events of an anonymous subscriber. When the site's backend links it to a
 * contact, a contact_identities row (kind 'web_push', value = endpoint) is added as well, so the
 * contact's channels are found in one place and events carry the contact's passport.
 *
 * The public endpoints know only the VAPID public key and the site's Origin: web_push_site_find
 * (SECURITY DEFINER, like api_key_find) answers the client whose key it is when the domain is
 * one of its allowed domains, and nothing else.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['web_push_subscriptions', 'web_push_goals'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table web_push_subscriptions (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      domain text not null,
      endpoint text not null check (length(endpoint) <= 1000),
      p256dh text not null,
      auth text not null,
      passport_id uuid not null default gen_random_uuid(),
      user_agent text not null default '',
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      primary key (client_id, id),
      unique (client_id, endpoint)
    )`.execute(db);
  // Per-site counts and the subscriber list, newest first.
  await sql`create index web_push_subscriptions_domain_idx
    on web_push_subscriptions (client_id, domain, id desc)`.execute(db);
  await sql`create index web_push_subscriptions_passport_idx
    on web_push_subscriptions (client_id, passport_id)`.execute(db);

  await sql`
    create table web_push_goals (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      name text not null check (length(name) between 1 and 100),
      kind text not null check (kind in ('url', 'event')),
      match text not null check (match in ('equals', 'contains', 'starts_with')),
      target text not null check (length(target) between 1 and 500),
      value numeric(14, 2) check (value >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id)
    )`.execute(db);
  await sql`create unique index web_push_goals_name_idx
    on web_push_goals (client_id, lower(name))`.execute(db);

  // A VAPID public key names one client (the public endpoints find it by the key).
  await sql`create unique index web_push_settings_vapid_idx
    on web_push_settings (vapid_public_key) where vapid_public_key is not null`.execute(db);
  // Channel analytics (web and mobile push) count a client's events of one channel in a window.
  await sql`create index if not exists contact_events_channel_idx
    on contact_events (client_id, channel_id, occurred_at) where channel_id is not null`.execute(
    db,
  );

  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }

  await sql`
    create function web_push_site_find(p_vapid_public_key text, p_domain text)
    returns table (client_id bigint)
    language sql stable security definer set search_path = public as $$
      select s.client_id from web_push_settings s
      join web_push_domains d on d.client_id = s.client_id and d.domain = p_domain
      where s.vapid_public_key = p_vapid_public_key
    $$`.execute(db);
  await sql`revoke all on function web_push_site_find(text, text) from public`.execute(db);
  await sql`grant execute on function web_push_site_find(text, text) to resonate_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists web_push_site_find(text, text)`.execute(db);
  await sql`drop index if exists contact_events_channel_idx`.execute(db);
  await sql`drop index if exists web_push_settings_vapid_idx`.execute(db);
  for (const table of [...TABLES].reverse()) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
