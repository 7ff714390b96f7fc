import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * The audience: each client's contacts (master data) with their custom attribute schema and
 * channel identities, lists (target, ad-hoc and dynamic) with their members, CSV imports, and
 * the events that dynamic lists query and the dashboard issue builds on.
 *
 * Contacts are unique per client by email and by mobile (both stored normalised: email
 * lower-cased, mobile in E.164). Indexes are kept to what browsing, search and the import's
 * merge need, because every index is paid for on each imported row.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = [
  'contact_attributes',
  'contacts',
  'contact_identities',
  'audience_lists',
  'audience_list_members',
  'contact_imports',
  'contact_events',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table contact_attributes (
      client_id bigint not null references clients (id) on delete cascade,
      key text not null check (key ~ '^[a-z][a-z0-9_]{0,39}$'),
      label text not null check (length(label) between 1 and 60),
      type text not null check (type in ('text', 'number', 'date', 'boolean', 'list')),
      options text[] not null default '{}',
      position integer not null default 0,
      created_at timestamptz not null default now(),
      primary key (client_id, key)
    )`.execute(db);

  await sql`
    create table contacts (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      passport_id uuid not null default gen_random_uuid(),
      email text,
      mobile text,
      first_name text not null default '',
      last_name text not null default '',
      attributes jsonb not null default '{}',
      consent jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id),
      check (email is not null or mobile is not null)
    )`.execute(db);
  await sql`create unique index contacts_email_idx on contacts (client_id, email)
    where email is not null`.execute(db);
  await sql`create unique index contacts_mobile_idx on contacts (client_id, mobile)
    where mobile is not null`.execute(db);
  await sql`create unique index contacts_passport_idx on contacts (client_id, passport_id)`.execute(
    db,
  );
  // Browsing sorts by name; the search matches a prefix of the "first last" name.
  await sql`create index contacts_name_idx on contacts
    (client_id, lower(first_name || ' ' || last_name) text_pattern_ops)`.execute(db);

  await sql`
    create table contact_identities (
      client_id bigint not null,
      contact_id bigint not null,
      kind text not null check (kind in ('device_token', 'web_push', 'whatsapp')),
      value text not null,
      details jsonb not null default '{}',
      created_at timestamptz not null default now(),
      primary key (client_id, contact_id, kind, value),
      foreign key (client_id, contact_id) references contacts (client_id, id) on delete cascade
    )`.execute(db);
  await sql`create unique index contact_identities_value_idx
    on contact_identities (client_id, kind, value)`.execute(db);

  await sql`
    create table audience_lists (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      name text not null,
      kind text not null check (kind in ('target', 'adhoc', 'dynamic')),
      source text not null default 'manual'
        check (source in ('manual', 'import', 'selection', 'dynamic')),
      rule jsonb,
      member_count bigint not null default 0,
      expires_at timestamptz,
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id),
      check ((kind = 'dynamic') = (rule is not null)),
      check ((kind = 'adhoc') = (expires_at is not null))
    )`.execute(db);
  await sql`create unique index audience_lists_name_idx
    on audience_lists (client_id, lower(name))`.execute(db);

  await sql`
    create table audience_list_members (
      client_id bigint not null,
      list_id bigint not null,
      contact_id bigint not null,
      added_at timestamptz not null default now(),
      primary key (client_id, list_id, contact_id),
      foreign key (client_id, list_id) references audience_lists (client_id, id) on delete cascade,
      foreign key (client_id, contact_id) references contacts (client_id, id) on delete cascade
    )`.execute(db);
  // The contact side of the key: deleting a contact finds its memberships without a scan.
  await sql`create index audience_list_members_contact_idx
    on audience_list_members (client_id, contact_id)`.execute(db);

  await sql`
    create table contact_imports (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      status text not null default 'uploading' check (status in
        ('uploading', 'queued', 'running', 'completed', 'failed', 'cancelled')),
      mode text not null default 'update' check (mode in ('skip', 'update', 'overwrite')),
      files jsonb not null default '[]',
      mapping jsonb not null default '{}',
      list_id bigint,
      rows_read bigint not null default 0,
      rows_accepted bigint not null default 0,
      rows_rejected bigint not null default 0,
      rows_inserted bigint not null default 0,
      rows_updated bigint not null default 0,
      rows_skipped bigint not null default 0,
      bytes_total bigint not null default 0,
      bytes_read bigint not null default 0,
      cancel_requested boolean not null default false,
      error text,
      created_by bigint,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (client_id, id)
    )`.execute(db);

  // Written by sending and event ingestion (the dashboard issue adds rollups around it);
  // dynamic lists ask it "opened an email in the last 30 days" and the like.
  await sql`
    create table contact_events (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      event_key text not null,
      passport_id uuid not null,
      type text not null check (type in ('sent', 'delivered', 'opened', 'clicked', 'bounced',
        'unsubscribed', 'converted', 'lead', 'page_view')),
      channel_id integer,
      communication_id bigint,
      revenue numeric(14, 2),
      lead_source text,
      occurred_at timestamptz not null,
      received_at timestamptz not null default now(),
      primary key (client_id, id),
      unique (client_id, event_key)
    )`.execute(db);
  await sql`create index contact_events_passport_idx
    on contact_events (client_id, passport_id, type, occurred_at)`.execute(db);

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
