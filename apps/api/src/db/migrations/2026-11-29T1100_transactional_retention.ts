import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Transactional messages' erasure and retention (issue 28).
 *
 * - An index by passport id: a contact's erasure deletes their calls without reading every call
 *   of the client.
 * - An index by created_at and transactional_messages_purge(): a daily job deletes calls past
 *   their retention (30 days: well after the 24-hour Idempotency-Key window and the 7-day
 *   follow-up of states), every tenant's, as the table's owner; the function never deletes a
 *   call under 30 days old, whatever it is asked. Their messages rows stay (the communications
 *   module's, with its own history).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index transactional_messages_passport_idx
    on transactional_messages (client_id, passport_id) where passport_id is not null`.execute(db);
  await sql`create index transactional_messages_created_idx
    on transactional_messages (created_at)`.execute(db);
  await sql`
    create function transactional_messages_purge(p_days integer) returns bigint
    language plpgsql security definer set search_path = public, pg_temp as $$
    declare
      v_deleted bigint;
    begin
      delete from transactional_messages
        where created_at < now() - make_interval(days => greatest(p_days, 30));
      get diagnostics v_deleted = row_count;
      return v_deleted;
    end
    $$`.execute(db);
  await sql`revoke all on function transactional_messages_purge(integer) from public`.execute(db);
  await sql`grant execute on function transactional_messages_purge(integer) to resonate_app`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists transactional_messages_purge(integer)`.execute(db);
  await sql`drop index if exists transactional_messages_created_idx`.execute(db);
  await sql`drop index if exists transactional_messages_passport_idx`.execute(db);
}
