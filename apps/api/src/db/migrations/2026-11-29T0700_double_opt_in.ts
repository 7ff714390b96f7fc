import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Double opt-in (issue 28, item 2).
 * - opt_in_settings: per client, single or double opt-in for each source of new contacts
 *   (imports, the REST API) and the confirmation mail (brand name, subject, body). No row: single
 *   opt-in everywhere and the default mail, so nothing changes for existing clients.
 * - contact_opt_ins: one consent record per contact that went through double opt-in: pending
 *   until the person confirms; then when, from which IP and browser (the GDPR proof). `nonce`
 *   is in each link, so a link cannot confirm a record requested again since; `mail_due`
 *   marks a confirmation mail (first or re-sent) still to go out. A pending record keeps the
 *   contact out of email audiences.
 * Both are tenant tables.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['opt_in_settings', 'contact_opt_ins'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table opt_in_settings (
      client_id bigint primary key references clients (id) on delete cascade,
      import_mode text not null default 'single' check (import_mode in ('single', 'double')),
      api_mode text not null default 'single' check (api_mode in ('single', 'double')),
      brand_name text not null default '',
      mail_subject text,
      mail_body text,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table contact_opt_ins (
      client_id bigint not null,
      contact_id bigint not null,
      status text not null check (status in ('pending', 'confirmed')),
      source text not null check (source in ('import', 'api')),
      email text not null,
      nonce text not null,
      requested_at timestamptz not null default now(),
      mail_due boolean not null default true,
      mails_sent int not null default 0,
      last_mail_at timestamptz,
      confirmed_at timestamptz,
      confirmed_ip text,
      confirmed_user_agent text,
      primary key (client_id, contact_id),
      foreign key (client_id, contact_id) references contacts (client_id, id) on delete cascade
    )`.execute(db);
  // The confirmation job's work: records whose (first or re-sent) mail has not gone out.
  await sql`create index contact_opt_ins_mail_due_idx on contact_opt_ins (client_id)
    where mail_due`.execute(db);

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
