import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Active Directory (LDAP/LDAPS) sign-in: one directory per client, the email domains it
 * answers for, and its group-to-role mapping. The service account's password is sealed
 * (AES-256-GCM) by the app; the table never holds it in clear.
 *
 * A domain belongs to one directory across the platform (primary key on the domain), because
 * sign-in starts from the email alone: before anyone is signed in, `ad_find_directory` (SECURITY
 * DEFINER, one row at most) says which client's directory answers for a domain, and
 * `ad_domain_has_other_users` tells an admin's save whether another client already has users
 * with that domain (a client may not claim them).
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ad_directories (
      client_id bigint primary key references clients (id) on delete cascade,
      is_enabled boolean not null default true,
      url text not null check (length(url) between 8 and 500),
      start_tls boolean not null default false,
      ca_certificate text check (length(ca_certificate) <= 20000),
      bind_dn text not null check (length(bind_dn) between 1 and 500),
      bind_password_sealed text not null,
      search_base text not null check (length(search_base) between 1 and 500),
      search_filter text not null check (length(search_filter) between 3 and 500),
      nested_groups boolean not null default false,
      default_role_id bigint,
      jit_enabled boolean not null default false,
      last_test_ok boolean,
      last_test_message text,
      last_tested_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      foreign key (client_id, default_role_id) references roles (client_id, id)
        on delete set null (default_role_id)
    )`.execute(db);
  await sql`
    create table ad_directory_domains (
      domain text primary key check (domain = lower(domain) and length(domain) between 3 and 253),
      client_id bigint not null references ad_directories (client_id) on delete cascade
    )`.execute(db);
  await sql`create index ad_directory_domains_client_idx on ad_directory_domains (client_id)`.execute(
    db,
  );
  await sql`
    create table ad_group_roles (
      client_id bigint not null references ad_directories (client_id) on delete cascade,
      position integer not null check (position >= 0),
      group_dn text not null check (length(group_dn) between 3 and 500),
      role_id bigint not null,
      primary key (client_id, position),
      foreign key (client_id, role_id) references roles (client_id, id) on delete cascade
    )`.execute(db);

  for (const table of ['ad_directories', 'ad_directory_domains', 'ad_group_roles']) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }

  await sql`
    create function ad_find_directory(p_domain text)
    returns table (client_id bigint)
    language sql stable security definer set search_path = public as $$
      select d.client_id from ad_directory_domains dd
      join ad_directories d on d.client_id = dd.client_id
      where dd.domain = lower(p_domain) and d.is_enabled
    $$`.execute(db);
  await sql`
    create function ad_domain_has_other_users(p_domain text, p_client_id bigint)
    returns boolean
    language sql stable security definer set search_path = public as $$
      select exists (
        select 1 from users u
        where lower(split_part(u.email, '@', 2)) = lower(p_domain) and u.client_id <> p_client_id
      )
    $$`.execute(db);
  for (const fn of ['ad_find_directory(text)', 'ad_domain_has_other_users(text, bigint)']) {
    await sql`revoke all on function ${sql.raw(fn)} from public`.execute(db);
    await sql`grant execute on function ${sql.raw(fn)} to resonate_app`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists ad_domain_has_other_users(text, bigint)`.execute(db);
  await sql`drop function if exists ad_find_directory(text)`.execute(db);
  for (const table of ['ad_group_roles', 'ad_directory_domains', 'ad_directories']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
