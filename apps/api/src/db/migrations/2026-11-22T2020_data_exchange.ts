import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Data exchange: API keys (only the SHA-256 of the secret is kept, with a public prefix to find
 * it), webhook subscriptions (the signing secret sealed with AES-256-GCM by the app) and the log
 * of webhook deliveries. All three are tenant tables under the usual RLS policy.
 *
 * An API call arrives with a key and no tenant, so finding the key goes through one SECURITY
 * DEFINER function that returns the single live key with that prefix, like auth_find_session.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['api_keys', 'webhooks', 'webhook_deliveries'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table api_keys (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      name text not null check (length(name) between 1 and 100),
      prefix text not null unique check (prefix ~ '^[0-9a-f]{12}$'),
      secret_hash bytea not null check (length(secret_hash) = 32),
      scopes text[] not null,
      created_by bigint,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      expires_at timestamptz,
      revoked_at timestamptz,
      primary key (client_id, id)
    )`.execute(db);

  await sql`
    create table webhooks (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      url text not null check (length(url) between 1 and 2000),
      events text[] not null,
      active boolean not null default true,
      secret_sealed text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id)
    )`.execute(db);

  await sql`
    create table webhook_deliveries (
      client_id bigint not null,
      id uuid not null default gen_random_uuid(),
      webhook_id bigint not null,
      event_id uuid not null,
      event_type text not null,
      body text not null,
      status text not null default 'pending'
        check (status in ('pending', 'succeeded', 'failed', 'retrying')),
      attempts integer not null default 0,
      response_status integer,
      response_time_ms integer,
      error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      next_attempt_at timestamptz,
      primary key (client_id, id),
      foreign key (client_id, webhook_id) references webhooks (client_id, id) on delete cascade
    )`.execute(db);
  // The log is read newest first per webhook.
  await sql`create index webhook_deliveries_webhook_idx
    on webhook_deliveries (client_id, webhook_id, created_at desc)`.execute(db);

  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }

  await sql`
    create function api_key_find(p_prefix text)
    returns table (client_id bigint, api_key_id bigint, secret_hash bytea, scopes text[],
                   expires_at timestamptz, last_used_at timestamptz)
    language sql stable security definer set search_path = public as $$
      select k.client_id, k.id, k.secret_hash, k.scopes, k.expires_at, k.last_used_at
      from api_keys k where k.prefix = p_prefix and k.revoked_at is null
    $$`.execute(db);
  await sql`revoke all on function api_key_find(text) from public`.execute(db);
  await sql`grant execute on function api_key_find(text) to resonate_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists api_key_find(text)`.execute(db);
  for (const table of [...TABLES].reverse()) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
