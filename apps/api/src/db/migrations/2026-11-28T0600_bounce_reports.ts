import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Bounces and complaints (issue 22, item 3).
 *
 * - contact_events.type may be 'complained' (a spam complaint, on the contact's timeline), and
 *   event_rollups counts them per communication (its figures: bounced, complained).
 * - bounce_reports: one row per message and kind of report (hard, soft, complaint). Its key
 *   makes a replayed report a no-op, and the soft rows of an address's messages are the count
 *   that suppresses it after the limit. No address is stored here: it is the message's.
 * - bounce_webhook_keys: the keys a client copied from its providers to verify their webhooks
 *   (SendGrid's public key; Mailgun's signing key, sealed with the app's secret box).
 * Both are tenant tables.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['bounce_reports', 'bounce_webhook_keys'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contact_events drop constraint contact_events_type_check`.execute(db);
  await sql`alter table contact_events add constraint contact_events_type_check
    check (type in ('sent', 'delivered', 'opened', 'clicked', 'bounced', 'unsubscribed',
      'converted', 'lead', 'page_view', 'complained'))`.execute(db);
  await sql`alter table event_rollups add column complained bigint not null default 0`.execute(db);

  await sql`
    create table bounce_reports (
      client_id bigint not null references clients (id) on delete cascade,
      message_id bigint not null,
      kind text not null check (kind in ('hard', 'soft', 'complaint')),
      status text,
      received_at timestamptz not null default now(),
      primary key (client_id, message_id, kind)
    )`.execute(db);
  await sql`create index bounce_reports_soft_idx on bounce_reports (client_id, message_id)
    where kind = 'soft'`.execute(db);

  await sql`
    create table bounce_webhook_keys (
      client_id bigint primary key references clients (id) on delete cascade,
      send_grid_public_key text,
      mailgun_signing_key_sealed text,
      updated_at timestamptz not null default now()
    )`.execute(db);

  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`alter table event_rollups drop column complained`.execute(db);
  await sql`delete from contact_events where type = 'complained'`.execute(db);
  await sql`alter table contact_events drop constraint contact_events_type_check`.execute(db);
  await sql`alter table contact_events add constraint contact_events_type_check
    check (type in ('sent', 'delivered', 'opened', 'clicked', 'bounced', 'unsubscribed',
      'converted', 'lead', 'page_view'))`.execute(db);
}
