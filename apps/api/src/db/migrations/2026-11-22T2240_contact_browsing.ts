import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Browsing contacts at millions under row-level security. RLS lets the planner use a query's
 * condition as an index condition only when it is leakproof, and lower() and || are not: the
 * expression index on lower(first_name || ' ' || last_name) could order, but never search. A
 * stored "first last" key in the C collation makes the name search a plain leakproof
 * starts_with() on a column, which PostgreSQL turns into an index range. The key index ends
 * in id, so paging by name is an index-only walk with a stable tie-break, and replaces the
 * expression index (same count of indexes for the import to maintain).
 *
 * Sorting by "last updated" needs its own index: without it every page is a sort of the whole
 * audience. Imports stamp one updated_at per run, so its entries append at the right edge.
 *
 * Deleting a custom field strips its values from every contact in the background (a million
 * rows take more than a minute): contact_attribute_cleanups holds the keys still being
 * stripped, so a new field never takes a key whose old values are still there.
 */
const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table contacts add column name_key text collate "C"
    generated always as (lower(first_name || ' ' || last_name)) stored`.execute(db);
  await sql`drop index contacts_name_idx`.execute(db);
  await sql`create index contacts_name_key_idx on contacts (client_id, name_key, id)`.execute(db);
  await sql`create index contacts_updated_idx on contacts (client_id, updated_at, id)`.execute(db);

  await sql`
    create table contact_attribute_cleanups (
      client_id bigint not null references clients (id) on delete cascade,
      key text not null,
      requested_at timestamptz not null default now(),
      primary key (client_id, key)
    )`.execute(db);
  await sql`alter table contact_attribute_cleanups enable row level security`.execute(db);
  await sql`alter table contact_attribute_cleanups force row level security`.execute(db);
  await sql`create policy tenant_isolation on contact_attribute_cleanups for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table contact_attribute_cleanups`.execute(db);
  await sql`drop index contacts_updated_idx`.execute(db);
  await sql`drop index contacts_name_key_idx`.execute(db);
  await sql`alter table contacts drop column name_key`.execute(db);
  await sql`create index contacts_name_idx on contacts
    (client_id, lower(first_name || ' ' || last_name) text_pattern_ops)`.execute(db);
}
