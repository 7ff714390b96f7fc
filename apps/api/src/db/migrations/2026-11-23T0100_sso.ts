import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Single sign-on and sign-in policies (issue 12):
 * - identity_providers: OpenID providers of a client (any issuer, or Google and Microsoft with
 *   fixed issuers); the client secret is sealed by the app (AES-256-GCM), never stored in clear;
 * - sso_flows: one authorization-code attempt each (hashed state, nonce, PKCE verifier, a hash of
 *   the key the starting browser holds), single use, with an expiry;
 * - sign_in_policies: one row per client (require SSO with a break-glass admin, OTP after SSO,
 *   require a strong second factor);
 * - sign_in_events: the sign-in log the admin reads (successes and refusals, with the reason).
 * Two SECURITY DEFINER functions answer the questions asked before anyone is signed in (which
 * providers serve an email domain, which client a callback's state belongs to), each returning
 * only what that step needs.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['identity_providers', 'sso_flows', 'sign_in_policies', 'sign_in_events'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table identity_providers (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      kind text not null check (kind in ('oidc', 'google', 'microsoft')),
      display_name text not null check (length(display_name) between 1 and 60),
      issuer_url text not null check (length(issuer_url) between 8 and 500),
      oauth_client_id text not null check (length(oauth_client_id) between 1 and 255),
      client_secret_sealed text,
      allowed_domains text[] not null check (cardinality(allowed_domains) between 1 and 20),
      default_role_id bigint,
      allow_jit_creation boolean not null default false,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id),
      unique (id),
      foreign key (client_id, default_role_id) references roles (client_id, id) on delete set null (default_role_id)
    )`.execute(db);
  await sql`create index identity_providers_domains_idx
    on identity_providers using gin (allowed_domains)`.execute(db);

  await sql`
    create table sso_flows (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      provider_id bigint not null,
      state_hash bytea not null unique,
      browser_key_hash bytea not null,
      nonce text not null,
      code_verifier text not null,
      email text not null,
      remember_me boolean not null default false,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      consumed_at timestamptz,
      primary key (client_id, id),
      foreign key (client_id, provider_id) references identity_providers (client_id, id) on delete cascade
    )`.execute(db);
  await sql`create index sso_flows_expiry_idx on sso_flows (expires_at)`.execute(db);

  await sql`
    create table sign_in_policies (
      client_id bigint primary key references clients (id) on delete cascade,
      require_sso boolean not null default false,
      break_glass_user_id bigint,
      otp_after_sso boolean not null default false,
      require_strong_second_factor boolean not null default false,
      updated_at timestamptz not null default now(),
      foreign key (client_id, break_glass_user_id) references users (client_id, id) on delete set null (break_glass_user_id)
    )`.execute(db);

  await sql`
    create table sign_in_events (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      occurred_at timestamptz not null default now(),
      user_id bigint,
      email text not null default '',
      method text not null,
      outcome text not null check (outcome in ('success', 'refused')),
      reason text not null default '',
      provider text not null default '',
      ip_address text not null default '',
      primary key (client_id, id)
    )`.execute(db);
  await sql`create index sign_in_events_recent_idx on sign_in_events (client_id, occurred_at desc)`.execute(
    db,
  );

  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }

  // The login page's question: which enabled providers serve this email domain, in which client,
  // and does that client require SSO. Names and ids only: no secret, no configuration.
  await sql`
    create function sso_find_providers(p_domain text)
    returns table (client_id bigint, provider_id bigint, kind text, display_name text, require_sso boolean)
    language sql stable security definer set search_path = public as $$
      select p.client_id, p.id, p.kind, p.display_name, coalesce(s.require_sso, false)
      from identity_providers p
      left join sign_in_policies s on s.client_id = p.client_id
      where p.enabled and lower(p_domain) = any (p.allowed_domains)
      order by p.client_id, p.display_name, p.id
      limit 50
    $$`.execute(db);
  // The callback's question: which client an attempt belongs to, by the hash of its state.
  await sql`
    create function sso_find_flow(p_state_hash bytea)
    returns table (client_id bigint, flow_id bigint)
    language sql stable security definer set search_path = public as $$
      select f.client_id, f.id from sso_flows f where f.state_hash = p_state_hash
    $$`.execute(db);
  for (const fn of ['sso_find_providers(text)', 'sso_find_flow(bytea)']) {
    await sql`revoke all on function ${sql.raw(fn)} from public`.execute(db);
    await sql`grant execute on function ${sql.raw(fn)} to resonate_app`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists sso_find_flow(bytea)`.execute(db);
  await sql`drop function if exists sso_find_providers(text)`.execute(db);
  for (const table of [...TABLES].reverse()) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
