import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Identity: client flags, roles with feature permissions, users, sessions, OTP challenges, and
 * the global anti-abuse tables (nonces, captchas, failure counters).
 *
 * Sign-in has two steps that run before the tenant is known: finding an account by email and
 * finding a session by its token. They go through two SECURITY DEFINER functions that return
 * exactly one account or session and nothing else, so the app role still cannot list another
 * client's rows. Everything after them runs under withTenant().
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table clients
      add column parent_client_id bigint references clients (id),
      add column is_agency boolean not null default false,
      add column is_campaign boolean not null default true,
      add column licence_type_id integer not null default 1,
      add column tenant_short_code text unique,
      add column payment_completed boolean not null default true,
      add column licence_validated boolean not null default true,
      add column time_zone_id integer not null default 1,
      add column date_format_id integer not null default 1,
      add column time_format_id integer not null default 1,
      add column currency char(3) not null default 'GBP',
      add column plan_amount_minor bigint not null default 0,
      add column sale_price_minor bigint not null default 0,
      add column plan_frequency text not null default 'Monthly',
      add column order_id text not null default ''`.execute(db);
  // A client sees itself and, for an agency, its brands. Not forced: the owner seeds and creates
  // clients; the app role only reads and updates within its tenant.
  await sql`alter table clients enable row level security`.execute(db);
  await sql`create policy tenant_isolation on clients for all
    using (id = ${TENANT} or parent_client_id = ${TENANT})
    with check (id = ${TENANT} or parent_client_id = ${TENANT})`.execute(db);

  await sql`
    create table roles (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      name text not null check (length(name) between 1 and 100),
      primary key (client_id, id),
      unique (client_id, name)
    )`.execute(db);
  await sql`
    create table role_permissions (
      client_id bigint not null,
      role_id bigint not null,
      feature_id integer not null,
      can_view boolean not null default true,
      can_create boolean not null default false,
      can_edit boolean not null default false,
      can_delete boolean not null default false,
      primary key (client_id, role_id, feature_id),
      foreign key (client_id, role_id) references roles (client_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table users (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      email text not null check (length(email) between 3 and 254),
      password_hash text,
      first_name text not null default '',
      last_name text not null default '',
      status text not null default 'active'
        check (status in ('active', 'not_activated', 'deactivated')),
      is_account_admin boolean not null default false,
      role_id bigint,
      otp_required boolean not null default false,
      profile_picture text,
      password_changed_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      primary key (client_id, id),
      unique (id),
      foreign key (client_id, role_id) references roles (client_id, id)
    )`.execute(db);
  // One account per email across the platform: sign-in starts from the email alone.
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await sql`
    create table user_departments (
      client_id bigint not null,
      user_id bigint not null,
      department_id bigint not null,
      primary key (client_id, user_id, department_id),
      foreign key (client_id, user_id) references users (client_id, id) on delete cascade,
      foreign key (client_id, department_id) references departments (client_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table sessions (
      client_id bigint not null,
      id bigint generated always as identity,
      user_id bigint not null,
      token_hash bytea not null unique,
      remember_me boolean not null,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip_address text not null default '',
      user_agent text not null default '',
      primary key (client_id, id),
      foreign key (client_id, user_id) references users (client_id, id) on delete cascade
    )`.execute(db);
  await sql`create index sessions_user_idx on sessions (client_id, user_id) where revoked_at is null`.execute(
    db,
  );

  await sql`
    create table otp_challenges (
      client_id bigint not null,
      id uuid not null default gen_random_uuid(),
      user_id bigint not null,
      purpose text not null check (purpose in ('login', 'forgot_password')),
      code_hash bytea not null,
      attempts integer not null default 0,
      sends integer not null default 1,
      last_sent_at timestamptz not null default now(),
      expires_at timestamptz not null,
      verified_at timestamptz,
      consumed_at timestamptz,
      remember_me boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (client_id, id),
      foreign key (client_id, user_id) references users (client_id, id) on delete cascade
    )`.execute(db);

  for (const table of [
    'roles',
    'role_permissions',
    'users',
    'user_departments',
    'sessions',
    'otp_challenges',
  ]) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }

  // Global anti-abuse state, keyed by hashes: no tenant data, no email in clear.
  await sql`
    create table auth_nonces (
      nonce_hash bytea primary key,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`
    create table captchas (
      id uuid primary key default gen_random_uuid(),
      answer_hash bytea not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`
    create table auth_failures (
      key_hash bytea primary key,
      window_started_at timestamptz not null,
      failures integer not null default 0,
      locked_until timestamptz
    )`.execute(db);

  await sql`
    create function auth_find_account(p_email text)
    returns table (client_id bigint, user_id bigint, password_hash text)
    language sql stable security definer set search_path = public as $$
      select u.client_id, u.id, u.password_hash from users u where lower(u.email) = lower(p_email)
    $$`.execute(db);
  await sql`
    create function auth_find_session(p_token_hash bytea)
    returns table (client_id bigint, session_id bigint, user_id bigint, remember_me boolean,
                   last_seen_at timestamptz, expires_at timestamptz)
    language sql stable security definer set search_path = public as $$
      select s.client_id, s.id, s.user_id, s.remember_me, s.last_seen_at, s.expires_at
      from sessions s where s.token_hash = p_token_hash and s.revoked_at is null
    $$`.execute(db);
  for (const fn of ['auth_find_account(text)', 'auth_find_session(bytea)']) {
    await sql`revoke all on function ${sql.raw(fn)} from public`.execute(db);
    await sql`grant execute on function ${sql.raw(fn)} to resonate_app`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists auth_find_session(bytea)`.execute(db);
  await sql`drop function if exists auth_find_account(text)`.execute(db);
  for (const table of [
    'auth_failures',
    'captchas',
    'auth_nonces',
    'otp_challenges',
    'sessions',
    'user_departments',
    'users',
    'role_permissions',
    'roles',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop policy if exists tenant_isolation on clients`.execute(db);
  await sql`alter table clients disable row level security`.execute(db);
  await sql`
    alter table clients
      drop column parent_client_id, drop column is_agency, drop column is_campaign,
      drop column licence_type_id, drop column tenant_short_code, drop column payment_completed,
      drop column licence_validated, drop column time_zone_id, drop column date_format_id,
      drop column time_format_id, drop column currency, drop column plan_amount_minor,
      drop column sale_price_minor, drop column plan_frequency, drop column order_id`.execute(db);
}
