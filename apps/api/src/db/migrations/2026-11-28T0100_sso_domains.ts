import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Proven single sign-on domains (issue 21, item 5). Listing a domain on an identity provider no
 * longer routes that domain's sign-ins: a client first proves it owns the domain with a DNS TXT
 * record carrying a token of its own, and only then does the login page's discovery offer its
 * providers for the domain, and only then are accounts created just in time. Until then a
 * provider signs in only the people the client invited by address.
 *
 * - sso_domains: one row per (client, domain) its providers list, with the client's token and
 *   when the domain was proven. A tenant table (RLS as every other).
 * - A proven domain belongs to one client platform-wide: a partial unique index on the domain
 *   where verified_at is set (it spans tenants, RLS notwithstanding).
 * - sso_find_providers() now also says whether the provider's client proved the domain, proven
 *   first (so unproven listings of many clients cannot crowd out the owner's).
 * - sso_domain_owner() (SECURITY DEFINER) names the client that proved a domain, so a second
 *   client's "Verify" is told the domain is taken before any DNS lookup.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

async function grantToApp(db: Kysely<unknown>, signature: string): Promise<void> {
  await sql.raw(`revoke all on function ${signature} from public`).execute(db);
  await sql.raw(`grant execute on function ${signature} to resonate_app`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sso_domains (
      client_id bigint not null references clients (id) on delete cascade,
      domain text not null check (domain = lower(domain) and length(domain) between 3 and 253),
      token text not null check (length(token) between 16 and 100),
      verified_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (client_id, domain)
    )`.execute(db);
  await sql`create unique index sso_domains_proven_once on sso_domains (domain)
    where verified_at is not null`.execute(db);
  await sql`alter table sso_domains enable row level security`.execute(db);
  await sql`alter table sso_domains force row level security`.execute(db);
  await sql`create policy tenant_isolation on sso_domains for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  await sql`grant select, insert, update, delete on sso_domains to resonate_app`.execute(db);

  await sql`drop function sso_find_providers(text)`.execute(db);
  await sql`
    create function sso_find_providers(p_domain text)
    returns table (client_id bigint, provider_id bigint, kind text, display_name text,
      require_sso boolean, proven boolean)
    language sql stable security definer set search_path = public as $$
      select p.client_id, p.id, p.kind, p.display_name, coalesce(s.require_sso, false),
        d.verified_at is not null
      from identity_providers p
      left join sign_in_policies s on s.client_id = p.client_id
      left join sso_domains d on d.client_id = p.client_id and d.domain = lower(p_domain)
      where p.enabled and lower(p_domain) = any (p.allowed_domains)
      order by d.verified_at is not null desc, p.client_id, p.display_name, p.id
      limit 50
    $$`.execute(db);
  await grantToApp(db, 'sso_find_providers(text)');
  await sql`
    create function sso_domain_owner(p_domain text)
    returns bigint
    language sql stable security definer set search_path = public as $$
      select d.client_id from sso_domains d
      where d.domain = lower(p_domain) and d.verified_at is not null
    $$`.execute(db);
  await grantToApp(db, 'sso_domain_owner(text)');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists sso_domain_owner(text)`.execute(db);
  await sql`drop function if exists sso_find_providers(text)`.execute(db);
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
  await grantToApp(db, 'sso_find_providers(text)');
  await sql`drop table if exists sso_domains`.execute(db);
}
