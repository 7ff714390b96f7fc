import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code, so it runs the same in a year as today.
 *
 * The app role owns nothing and cannot bypass RLS, so a request connection is always subject
 * to the tenant policies. It is created NOLOGIN here; the boot step (db/app-role.ts) gives it a
 * password derived from APP_SECRET, which a migration cannot know. Roles are cluster-wide, so
 * creation is idempotent (another database on the same server may have made it already).
 */

const TENANT_POLICY = sql`client_id = nullif(current_setting('app.client_id', true), '')::bigint`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      create role resonate_app nologin nosuperuser nobypassrls nocreatedb nocreaterole noinherit;
    exception when duplicate_object or unique_violation then
      alter role resonate_app nosuperuser nobypassrls nocreatedb nocreaterole noinherit;
    end
    $$`.execute(db);

  await sql`
    create table clients (
      id bigint generated always as identity primary key,
      name text not null check (length(name) between 1 and 200),
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table departments (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      name text not null check (length(name) between 1 and 200),
      created_at timestamptz not null default now(),
      primary key (client_id, id),
      unique (client_id, name)
    )`.execute(db);
  await enableTenantRls(db, 'departments');

  await sql`grant usage on schema public to resonate_app`.execute(db);
  await sql`grant select, insert, update, delete on all tables in schema public to resonate_app`.execute(
    db,
  );
  await sql`grant usage, select on all sequences in schema public to resonate_app`.execute(db);
  await sql`alter default privileges in schema public
    grant select, insert, update, delete on tables to resonate_app`.execute(db);
  await sql`alter default privileges in schema public
    grant usage, select on sequences to resonate_app`.execute(db);
  // The migrator's bookkeeping is not the app's business.
  await sql`revoke all on kysely_migration, kysely_migration_lock from resonate_app`.execute(db);
}

/** RLS enabled and forced (so even the table owner is filtered), one policy for every command. */
async function enableTenantRls(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
  await sql`alter table ${sql.table(table)} force row level security`.execute(db);
  await sql`create policy tenant_isolation on ${sql.table(table)} for all
    using (${TENANT_POLICY}) with check (${TENANT_POLICY})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter default privileges in schema public
    revoke select, insert, update, delete on tables from resonate_app`.execute(db);
  await sql`alter default privileges in schema public
    revoke usage, select on sequences from resonate_app`.execute(db);
  await sql`drop table if exists departments`.execute(db);
  await sql`drop table if exists clients`.execute(db);
  await sql`revoke usage on schema public from resonate_app`.execute(db);
  // The role stays: it is cluster-wide and other databases on this server may still use it.
}
