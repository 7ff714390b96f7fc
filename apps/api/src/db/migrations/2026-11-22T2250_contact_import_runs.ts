import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * What a CSV import needs beyond the audience schema: where its contacts also go (a new or an
 * existing target list, a new ad-hoc list), the dial code for mobiles written without one, and
 * how many times a worker has started it (a worker that dies mid-import leaves the import
 * "running"; the next worker restarts it a few times, then marks it failed).
 *
 * Workers recover imports across tenants, but the app role sees one tenant at a time (RLS).
 * This SECURITY DEFINER function answers only which imports are queued or running; the worker
 * then checks and changes each one inside its own tenant's transaction, under RLS.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table contact_imports
      add column destination jsonb not null default '{"kind": "none"}',
      add column default_dial_code text,
      add column attempts integer not null default 0`.execute(db);

  await sql`
    create function contact_imports_in_flight()
    returns table (client_id bigint, import_id bigint, status text, updated_at timestamptz)
    language sql stable security definer set search_path = public as $$
      select i.client_id, i.id, i.status, i.updated_at from contact_imports i
      where i.status in ('queued', 'running')
    $$`.execute(db);
  await sql`revoke all on function contact_imports_in_flight() from public`.execute(db);
  await sql`grant execute on function contact_imports_in_flight() to resonate_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists contact_imports_in_flight()`.execute(db);
  await sql`
    alter table contact_imports
      drop column attempts,
      drop column default_dial_code,
      drop column destination`.execute(db);
}
