import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Quiet hours per contact time zone (issue 27, item 4).
 *
 * - quiet_hours: a client's rule per channel (from start to end, local wall-clock time, across
 *   midnight when end < start). No row: no quiet hours on that channel. A tenant table.
 * - messages.not_before: the earliest moment a queued message may be claimed. A message whose
 *   contact is inside quiet hours waits for their end this way, rather than with a job per
 *   contact; the run's next wake-up is the soonest of them. Null: no wait. Adding a nullable
 *   column without a default rewrites no partition.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table quiet_hours (
      client_id bigint not null references clients (id) on delete cascade,
      channel_id int not null,
      enabled boolean not null default true,
      start_time text not null check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      end_time text not null check (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      updated_at timestamptz not null default now(),
      primary key (client_id, channel_id),
      check (start_time <> end_time)
    )`.execute(db);
  await sql`alter table quiet_hours enable row level security`.execute(db);
  await sql`alter table quiet_hours force row level security`.execute(db);
  await sql`create policy tenant_isolation on quiet_hours for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);

  await sql`alter table messages add column not_before timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table messages drop column if exists not_before`.execute(db);
  await sql`drop table if exists quiet_hours`.execute(db);
}
