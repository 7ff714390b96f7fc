import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Issue 24 item 1: no limit lives in one process's memory.
 *
 * rate_limit_hits holds the request counters of @fastify/rate-limit (per address, per route) and
 * of the app's own budgets, shared by every API process. UNLOGGED: a counter is worth nothing
 * after a crash (the limits start afresh, as they did on a restart before), and skipping the
 * WAL keeps the one upsert per request cheap. It holds no tenant data (keys are addresses and
 * route names), so it is global like auth_failures. Expired rows are swept by the auth
 * housekeeping.
 *
 * ip_whitelist_changed: each write of a client's whitelist NOTIFYs its client id (at commit,
 * deduplicated per transaction by PostgreSQL), so every API process drops its cached list at
 * once, whoever made the change (the app, an admin, a script).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table rate_limit_hits (
      key text primary key,
      hits integer not null,
      window_ends_at timestamptz not null
    )`.execute(db);
  await sql`create index rate_limit_hits_window_ends_idx on rate_limit_hits (window_ends_at)`.execute(
    db,
  );

  await sql`
    create function ip_whitelist_notify() returns trigger
    language plpgsql set search_path = public as $$
    begin
      perform pg_notify('ip_whitelist_changed', coalesce(new.client_id, old.client_id)::text);
      return null;
    end
    $$`.execute(db);
  await sql`revoke all on function ip_whitelist_notify() from public`.execute(db);
  await sql`
    create trigger ip_whitelist_notify after insert or update or delete on ip_whitelist
    for each row execute function ip_whitelist_notify()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists ip_whitelist_notify on ip_whitelist`.execute(db);
  await sql`drop function if exists ip_whitelist_notify()`.execute(db);
  await sql`drop table if exists rate_limit_hits`.execute(db);
}
