import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Transactional messages (issue 28, item 3).
 *
 * - A transactional message is a row of `messages` like any other (the partitioned table), so
 *   the send path, bounces, delivery reports, opens, clicks, the 'sent' event on the contact's
 *   timeline and the consumption fold all apply unchanged. Its communication is a hidden one per
 *   client and channel (communications.transactional), which the communication list and the
 *   planner leave out and consumption counts as its own line.
 * - transactional_messages: what only the API needs, one row per accepted call: the public id,
 *   the Idempotency-Key and a hash of the body it came with (the same key within 24 hours
 *   answers with the stored answer), the template and variables the worker renders with, where
 *   its messages row is (id and created_at, the partition key), and which states webhooks have
 *   announced. Not partitioned: one small row per call, found by its id or key.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table communications add column transactional boolean not null default false`.execute(
    db,
  );
  await sql`create unique index communications_transactional_idx
    on communications (client_id, channel_id) where transactional`.execute(db);

  await sql`
    create table transactional_messages (
      client_id bigint not null references clients (id) on delete cascade,
      id uuid not null,
      api_key_id bigint,
      idempotency_key text,
      request_hash text not null,
      answer jsonb not null,
      template_id bigint not null,
      channel_id integer not null,
      variables jsonb not null default '{}',
      communication_id bigint not null,
      message_id bigint not null,
      message_created_at timestamptz not null,
      passport_id uuid,
      announced text[] not null default '{}',
      settled boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (client_id, id)
    )`.execute(db);
  await sql`create unique index transactional_messages_key_idx
    on transactional_messages (client_id, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );
  // The follow-up of states (delivered, bounced, opened ...) reads the unsettled ones.
  await sql`create index transactional_messages_unsettled_idx
    on transactional_messages (client_id, created_at) where not settled`.execute(db);

  await sql`alter table transactional_messages enable row level security`.execute(db);
  await sql`alter table transactional_messages force row level security`.execute(db);
  await sql`create policy tenant_isolation on transactional_messages for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists transactional_messages`.execute(db);
  await sql`delete from communications where transactional`.execute(db);
  await sql`alter table communications drop column transactional`.execute(db);
}
