import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Email (SMTP) communication settings: one settings row per client (server, sealed password,
 * throttle, housing, extended system options) and the client's sending domains, each with the
 * DKIM key pair the server generated (private key sealed by the app). Tenant tables under RLS.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['smtp_settings', 'smtp_domains'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table smtp_settings (
      client_id bigint not null references clients (id) on delete cascade,
      mode text not null default 'shared' check (mode in ('dedicated', 'shared')),
      host text not null default '',
      port integer not null default 587 check (port between 0 and 65535),
      security text not null default 'starttls' check (security in ('none', 'starttls', 'tls')),
      username text not null default '',
      password_sealed text,
      volume integer not null default 0 check (volume >= 0),
      configured boolean not null default false,
      throttle_per_second integer not null default 0 check (throttle_per_second >= 0),
      throttle_per_minute integer not null default 0 check (throttle_per_minute >= 0),
      throttle_per_hour integer not null default 0 check (throttle_per_hour >= 0),
      housing jsonb not null default '{"housingType":"shared_pool","ipAddress":""}',
      extended_system jsonb not null default
        '{"trackOpens":true,"trackClicks":true,"listUnsubscribeHeader":true,"replyToMail":""}',
      updated_at timestamptz not null default now(),
      primary key (client_id)
    )`.execute(db);

  await sql`
    create table smtp_domains (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      domain_name text not null check (length(domain_name) between 4 and 253),
      from_mail text not null,
      bounce_mail text not null,
      description text not null default '',
      dkim_public_key text not null,
      dkim_private_key_sealed text not null,
      verified_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (client_id, id),
      unique (client_id, domain_name)
    )`.execute(db);

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
