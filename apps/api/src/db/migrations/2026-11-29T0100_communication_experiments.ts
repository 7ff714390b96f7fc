import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * A/B/n tests of a communication (issue 27, item 1).
 *
 * - communication_experiments: one test per communication: its variants (content overrides,
 *   JSON), test share, winning metric, duration and default variant, and its state as the
 *   engine moves it (draft -> testing -> decided -> winner_sent) with the decision (winner,
 *   confidence, why, when). A tenant table.
 * - messages.variant: the variant a message carried (null: no test). A contact's variant is a
 *   pure function of (passport, communication) and the run's exactly-once key allows one
 *   message per contact, so a contact receives exactly one variant.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table communication_experiments (
      client_id bigint not null,
      communication_id bigint not null,
      variants jsonb not null,
      test_share_percent smallint not null check (test_share_percent between 1 and 99),
      metric text not null check (metric in ('opens', 'clicks', 'conversions', 'revenue')),
      duration_hours integer not null check (duration_hours > 0),
      default_variant smallint not null check (default_variant >= 0),
      state text not null default 'draft'
        check (state in ('draft', 'testing', 'decided', 'winner_sent')),
      test_ends_at timestamptz,
      winner smallint,
      confidence double precision,
      decision_reason text,
      decided_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (client_id, communication_id),
      foreign key (client_id, communication_id)
        references communications (client_id, id) on delete cascade
    )`.execute(db);
  await sql`alter table communication_experiments enable row level security`.execute(db);
  await sql`alter table communication_experiments force row level security`.execute(db);
  await sql`create policy tenant_isolation on communication_experiments for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);

  await sql`alter table messages add column variant smallint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table messages drop column if exists variant`.execute(db);
  await sql`drop table if exists communication_experiments`.execute(db);
}
