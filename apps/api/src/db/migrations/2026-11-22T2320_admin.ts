import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Tenancy and administration:
 * - sessions remember the company (an agency's brand) and department the user acts in, so every
 *   later request runs in that tenant (the server re-checks both whenever it loads the session);
 * - brands (clients with a parent) and departments can be deactivated instead of deleted, since
 *   their rows are referenced by history; brand names are unique within their agency;
 * - user_brands lists the brands an agency user who is not an account admin may act on;
 * - user_invitations holds single-use invitation links (only a hash of their secret).
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['user_brands', 'user_invitations'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sessions
      add column active_client_id bigint references clients (id) on delete set null,
      add column active_department_id bigint`.execute(db);

  await sql`alter table departments add column is_active boolean not null default true`.execute(db);
  await sql`
    alter table clients
      add column is_active boolean not null default true,
      add column phone text not null default ''`.execute(db);
  await sql`create unique index clients_brand_name_key on clients (parent_client_id, lower(name))
    where parent_client_id is not null`.execute(db);

  await sql`
    create table user_brands (
      client_id bigint not null,
      user_id bigint not null,
      brand_client_id bigint not null references clients (id) on delete cascade,
      primary key (client_id, user_id, brand_client_id),
      foreign key (client_id, user_id) references users (client_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table user_invitations (
      client_id bigint not null,
      id bigint generated always as identity,
      user_id bigint not null,
      secret_hash bytea not null,
      invited_by bigint,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz,
      revoked_at timestamptz,
      primary key (client_id, id),
      foreign key (client_id, user_id) references users (client_id, id) on delete cascade
    )`.execute(db);
  await sql`create index user_invitations_user_idx on user_invitations (client_id, user_id)
    where accepted_at is null and revoked_at is null`.execute(db);

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
  await sql`drop index if exists clients_brand_name_key`.execute(db);
  await sql`alter table clients drop column is_active, drop column phone`.execute(db);
  await sql`alter table departments drop column is_active`.execute(db);
  await sql`alter table sessions drop column active_client_id, drop column active_department_id`.execute(
    db,
  );
}
