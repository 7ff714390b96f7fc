import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * WhatsApp templates and the 24-hour window (issue 22, item 9).
 *
 * - whatsapp_templates: the account's message templates as the provider last listed them
 *   (name, language, approval status, body text with its {{1}} variables). A sync replaces
 *   the client's rows.
 * - whatsapp_inbound: when each number last wrote to the client on WhatsApp (the provider's
 *   inbound webhook). Free-form text may go to a number only within 24 hours of that; one row
 *   per number, moved forward by each inbound message.
 * Both are tenant tables.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['whatsapp_templates', 'whatsapp_inbound'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table whatsapp_templates (
      client_id bigint not null references clients (id) on delete cascade,
      name text not null,
      language text not null,
      status text not null check (status in ('approved', 'pending', 'rejected')),
      category text not null default '',
      body text not null default '',
      variable_count int not null default 0 check (variable_count >= 0),
      synced_at timestamptz not null default now(),
      primary key (client_id, name, language)
    )`.execute(db);

  await sql`
    create table whatsapp_inbound (
      client_id bigint not null references clients (id) on delete cascade,
      address text not null,
      last_inbound_at timestamptz not null,
      primary key (client_id, address)
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
}
