import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Dynamic lists ask contact_events "who had an event of this type (on this channel) in the last
 * N days": a range of (type, occurred_at) per client. The existing index leads with
 * passport_id, so that question read the whole table; this one answers it with an index-only
 * scan of the window (passport, channel and revenue included). It costs event ingestion one
 * more index entry, and nothing to the contact import.
 *
 * The daily expiry of ad-hoc lists runs across tenants, but the app role sees one tenant at a
 * time (RLS). The SECURITY DEFINER function answers only which clients have an ad-hoc list past
 * its expiry; the job then deletes each client's lists inside that client's tenant
 * transaction, under RLS like any request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index contact_events_type_time_idx
    on contact_events (client_id, type, occurred_at)
    include (passport_id, channel_id, revenue)`.execute(db);

  await sql`
    create function audience_clients_with_expired_adhoc_lists(p_now timestamptz)
    returns setof bigint
    language sql stable security definer set search_path = public as $$
      select distinct l.client_id from audience_lists l
      where l.kind = 'adhoc' and l.expires_at <= p_now
    $$`.execute(db);
  await sql`revoke all on function audience_clients_with_expired_adhoc_lists(timestamptz)
    from public`.execute(db);
  await sql`grant execute on function audience_clients_with_expired_adhoc_lists(timestamptz)
    to resonate_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists audience_clients_with_expired_adhoc_lists(timestamptz)`.execute(
    db,
  );
  await sql`drop index if exists contact_events_type_time_idx`.execute(db);
}
