import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Notifications: what each user wants to hear about and how (notification_settings, one row per
 * event type the user has changed; no row means the product's default), and the in-app
 * notifications themselves. Both are tenant tables under the same RLS policy as identity.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['notification_settings', 'notifications'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_settings (
      client_id bigint not null,
      user_id bigint not null,
      notification_type_id integer not null check (notification_type_id between 1 and 1000),
      in_app boolean not null,
      email boolean not null,
      updated_at timestamptz not null default now(),
      primary key (client_id, user_id, notification_type_id),
      foreign key (client_id, user_id) references users (client_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table notifications (
      client_id bigint not null,
      id bigint generated always as identity,
      user_id bigint not null,
      department_id bigint,
      notification_type_id integer not null check (notification_type_id between 1 and 1000),
      event_name text not null check (length(event_name) between 1 and 300),
      details jsonb not null default '{}',
      created_at timestamptz not null default now(),
      read_at timestamptz,
      primary key (client_id, id),
      foreign key (client_id, user_id) references users (client_id, id) on delete cascade,
      foreign key (client_id, department_id) references departments (client_id, id)
        on delete cascade
    )`.execute(db);
  // The list is newest first per user; the badge counts a user's unread rows.
  await sql`create index notifications_user_created_idx
    on notifications (client_id, user_id, created_at desc, id desc)`.execute(db);
  await sql`create index notifications_user_unread_idx
    on notifications (client_id, user_id) where read_at is null`.execute(db);

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
