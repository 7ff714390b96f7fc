import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Licences: each client's licences (type, seats, enabled channels, validity, agency flag, where
 * it came from: a signed key or a payment). At most one is current per client (`replaced_at` is
 * null); a renewal replaces it, and the replaced rows are the licence history.
 *
 * used_licence_keys is global on purpose: a key is single-use across every client, and a key
 * id is no tenant data (which client used it lives in the tenant's own licences row).
 *
 * licence_expiry_notices records each "expires in N days" notice once, so the daily job is
 * idempotent. licence_expiry_candidates() lets the job find the current licences ending soon
 * across tenants (like auth_find_session, it returns only ids and a date); every read and write
 * after it runs under RLS in the licence's own tenant.
 *
 * licence_seats_used() counts the seats of the current tenant: its users that are not
 * deactivated, plus, for an agency, those of its brands that carry no licence of their own.
 * It reads the tenant from app.client_id, so it can only count the caller's own client.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['licences', 'licence_expiry_notices'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table licences (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      licence_type_id integer not null check (licence_type_id > 0),
      seats integer not null check (seats between 1 and 65535),
      channel_ids integer[] not null default '{}',
      valid_from timestamptz not null,
      valid_until timestamptz not null,
      is_agency boolean not null default false,
      source text not null check (source in ('key', 'payment')),
      key_id text,
      key_hint text,
      order_id text,
      replaced_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (client_id, id),
      check (valid_until > valid_from),
      check ((source = 'key') = (key_id is not null))
    )`.execute(db);
  await sql`create unique index licences_current_idx on licences (client_id)
    where replaced_at is null`.execute(db);
  await sql`create index licences_expiry_idx on licences (valid_until)
    where replaced_at is null`.execute(db);

  await sql`
    create table used_licence_keys (
      key_id text primary key check (length(key_id) between 1 and 64),
      used_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table licence_expiry_notices (
      client_id bigint not null,
      licence_id bigint not null,
      days_before integer not null check (days_before > 0),
      sent_at timestamptz not null default now(),
      primary key (client_id, licence_id, days_before),
      foreign key (client_id, licence_id) references licences (client_id, id) on delete cascade
    )`.execute(db);

  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }

  await sql`
    create function licence_expiry_candidates(p_now timestamptz, p_within_days integer)
    returns table (client_id bigint, licence_id bigint, valid_until timestamptz)
    language sql stable security definer set search_path = public as $$
      select l.client_id, l.id, l.valid_until from licences l
      where l.replaced_at is null and l.valid_until > p_now
        and l.valid_until <= p_now + make_interval(days => p_within_days)
    $$`.execute(db);
  await sql`
    create function licence_seats_used()
    returns bigint
    language sql stable security definer set search_path = public as $$
      select count(*) from users u join clients c on c.id = u.client_id
      where u.status <> 'deactivated'
        and (c.id = nullif(current_setting('app.client_id', true), '')::bigint
          or (c.parent_client_id = nullif(current_setting('app.client_id', true), '')::bigint
            and not exists (select 1 from licences l
              where l.client_id = c.id and l.replaced_at is null)))
    $$`.execute(db);
  for (const fn of ['licence_expiry_candidates(timestamptz, integer)', 'licence_seats_used()']) {
    await sql`revoke all on function ${sql.raw(fn)} from public`.execute(db);
    await sql`grant execute on function ${sql.raw(fn)} to resonate_app`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists licence_seats_used()`.execute(db);
  await sql`drop function if exists licence_expiry_candidates(timestamptz, integer)`.execute(db);
  await sql`drop table if exists licence_expiry_notices`.execute(db);
  await sql`drop table if exists used_licence_keys`.execute(db);
  await sql`drop table if exists licences`.execute(db);
}
