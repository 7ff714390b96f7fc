import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Account settings: the company details of a client (spec section 3, "Profile and client" and
 * "Settings" hints) as columns of `clients`, with `updated_at` for stale-edit checks, and the
 * client's IP whitelist as a tenant table.
 *
 * Timestamps are kept to the millisecond (date_trunc) so the value a browser sends back, a
 * JavaScript Date, compares equal to the stored one.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const NOW_MS = sql`date_trunc('milliseconds', now())`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table clients
      add column parent_company text not null default '' check (length(parent_company) <= 200),
      add column business_email text not null default '' check (length(business_email) <= 254),
      add column website text not null default '' check (length(website) <= 300),
      add column address text not null default '' check (length(address) <= 300),
      add column city text not null default '' check (length(city) <= 100),
      add column zip text not null default '' check (length(zip) <= 20),
      add column country_id integer,
      add column region text not null default '' check (length(region) <= 100),
      add column industry_id integer,
      add column preferred_regions text[] not null default '{}',
      add column daylight_saving boolean not null default false,
      add column language_id integer not null default 1,
      add column updated_at timestamptz not null default ${NOW_MS}`.execute(db);

  await sql`
    create table ip_whitelist (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      ip_address text not null check (length(ip_address) between 7 and 15),
      description text not null default '' check (length(description) <= 200),
      updated_at timestamptz not null default ${NOW_MS},
      primary key (client_id, id),
      -- Deferred, so one save may swap two rows' addresses.
      constraint ip_whitelist_address_key unique (client_id, ip_address)
        deferrable initially deferred
    )`.execute(db);
  await sql`alter table ip_whitelist enable row level security`.execute(db);
  await sql`alter table ip_whitelist force row level security`.execute(db);
  await sql`create policy tenant_isolation on ip_whitelist for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists ip_whitelist`.execute(db);
  await sql`
    alter table clients
      drop column parent_company, drop column business_email, drop column website,
      drop column address, drop column city, drop column zip, drop column country_id,
      drop column region, drop column industry_id, drop column preferred_regions,
      drop column daylight_saving, drop column language_id, drop column updated_at`.execute(db);
}
