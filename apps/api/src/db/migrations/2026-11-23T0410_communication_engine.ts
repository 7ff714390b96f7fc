import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * The sending engine (issue 9): the scheduler's sweep must see every client's due
 * communications, which the app role cannot (RLS), so a SECURITY DEFINER function lists them;
 * each one is then run in its own tenant transaction. Two partial indexes keep the engine's hot
 * queries off a scan of every message: claiming a run's pending rows, and the frequency cap's
 * "messages this person got on this channel lately".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function communications_due(p_now timestamptz)
    returns table (client_id bigint, communication_id bigint)
    language sql stable security definer set search_path = public as $$
      select c.client_id, c.id from communications c
      where c.next_run_at is not null and c.next_run_at <= p_now
        and c.archived_at is null
        and c.status in (1, 2, 3, 4, 10, 11)
      order by c.next_run_at
    $$`.execute(db);
  await sql`revoke all on function communications_due(timestamptz) from public`.execute(db);
  await sql`grant execute on function communications_due(timestamptz) to resonate_app`.execute(db);

  await sql`create index messages_pending_idx on messages (client_id, communication_id, run_no, id)
    where status in ('queued', 'sending')`.execute(db);
  await sql`create index messages_recent_sent_idx on messages (client_id, passport_id, channel_id, sent_at)
    where status in ('sent', 'delivered')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists messages_recent_sent_idx`.execute(db);
  await sql`drop index if exists messages_pending_idx`.execute(db);
  await sql`drop function if exists communications_due(timestamptz)`.execute(db);
}
