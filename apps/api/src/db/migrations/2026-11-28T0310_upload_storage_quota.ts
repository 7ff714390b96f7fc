import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Upload storage per client (issue 21, item 7): no tenant can fill the disk that every tenant
 * shares.
 *
 * - contact_imports.files_removed_at: when the sweep removed an import's uploaded files (an
 *   upload never imported, or the source files of an import finished long enough ago). Files
 *   kept count against the client's quota; removed ones no longer do.
 * - upload_reservations: the space an upload in progress may still fill (its Content-Length, or
 *   what the quota leaves), taken under a per-client lock before a byte is written and released
 *   in the transaction that records the import, so parallel uploads cannot overshoot the quota
 *   together. A tenant table. A reservation a crash left behind stops counting after a day.
 * - upload_storage_used: the bytes each client holds (kept import files, template images, live
 *   reservations). security_invoker, so the tables' own RLS applies to whoever reads it.
 * - upload_sweep_candidates() and upload_reservations_expire() (SECURITY DEFINER): the sweep
 *   runs across tenants, but the app role sees one tenant at a time. The first answers only
 *   which imports' files are due to go (ids and status); each is then changed in its own
 *   tenant's transaction, under RLS. The second deletes reservations older than its argument.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contact_imports add column files_removed_at timestamptz`.execute(db);
  await sql`create index contact_imports_files_kept_idx
    on contact_imports (status, coalesce(finished_at, created_at))
    where files_removed_at is null`.execute(db);

  await sql`
    create table upload_reservations (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      bytes bigint not null check (bytes >= 0),
      created_at timestamptz not null default now(),
      primary key (client_id, id)
    )`.execute(db);
  await sql`alter table upload_reservations enable row level security`.execute(db);
  await sql`alter table upload_reservations force row level security`.execute(db);
  await sql`create policy tenant_isolation on upload_reservations for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);

  await sql`
    create view upload_storage_used with (security_invoker = true) as
    select held.client_id, sum(held.bytes)::bigint as bytes from (
      select i.client_id, i.bytes_total as bytes from contact_imports i
        where i.files_removed_at is null
      union all
      select t.client_id, t.bytes::bigint from template_images t
      union all
      select r.client_id, r.bytes from upload_reservations r
        where r.created_at > now() - interval '1 day'
    ) held
    group by held.client_id`.execute(db);
  await sql`revoke all on upload_storage_used from resonate_app`.execute(db);
  await sql`grant select on upload_storage_used to resonate_app`.execute(db);

  await sql`
    create function upload_sweep_candidates(p_abandoned_before timestamptz,
      p_finished_before timestamptz, p_retryable_before timestamptz)
    returns table (client_id bigint, import_id bigint, status text)
    language sql stable security definer set search_path = public as $$
      select i.client_id, i.id, i.status from contact_imports i
      where i.files_removed_at is null and (
        (i.status = 'uploading' and i.created_at < p_abandoned_before)
        or (i.status = 'completed' and i.finished_at < p_finished_before)
        or (i.status in ('failed', 'cancelled') and i.finished_at < p_retryable_before))
      order by i.client_id, i.id
      limit 1000
    $$`.execute(db);
  await sql`
    create function upload_reservations_expire(p_before timestamptz)
    returns integer
    language sql volatile security definer set search_path = public as $$
      with gone as (delete from upload_reservations where created_at < p_before returning 1)
      select count(*)::int from gone
    $$`.execute(db);
  for (const signature of [
    'upload_sweep_candidates(timestamptz, timestamptz, timestamptz)',
    'upload_reservations_expire(timestamptz)',
  ]) {
    await sql.raw(`revoke all on function ${signature} from public`).execute(db);
    await sql.raw(`grant execute on function ${signature} to resonate_app`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists upload_reservations_expire(timestamptz)`.execute(db);
  await sql`drop function if exists upload_sweep_candidates(timestamptz, timestamptz, timestamptz)`.execute(
    db,
  );
  await sql`drop view if exists upload_storage_used`.execute(db);
  await sql`drop table if exists upload_reservations`.execute(db);
  await sql`drop index if exists contact_imports_files_kept_idx`.execute(db);
  await sql`alter table contact_imports drop column if exists files_removed_at`.execute(db);
}
