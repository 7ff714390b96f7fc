import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * My profile: a username (unique per client, case-insensitive), a mobile number with its dial
 * code, and a version the profile form sends back so a stale edit is refused instead of
 * silently overwriting a change made elsewhere. The mobile change is confirmed by a code sent to
 * the new number, held in mobile_change_challenges under the same RLS policy as identity.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column username text check (username ~ '^[A-Za-z0-9_-]{3,30}$'),
      add column mobile_country_code text check (mobile_country_code ~ '^\\+[0-9]{1,6}$'),
      add column mobile_number text check (mobile_number ~ '^[0-9]{4,14}$'),
      add column profile_version integer not null default 1,
      add column updated_at timestamptz not null default now()`.execute(db);
  await sql`create unique index users_client_username_key
    on users (client_id, lower(username)) where username is not null`.execute(db);

  await sql`
    create table mobile_change_challenges (
      client_id bigint not null,
      id uuid not null default gen_random_uuid(),
      user_id bigint not null,
      country_code text not null,
      mobile_number text not null,
      code_hash bytea not null,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (client_id, id),
      foreign key (client_id, user_id) references users (client_id, id) on delete cascade
    )`.execute(db);
  await sql`alter table mobile_change_challenges enable row level security`.execute(db);
  await sql`alter table mobile_change_challenges force row level security`.execute(db);
  await sql`create policy tenant_isolation on mobile_change_challenges for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists mobile_change_challenges`.execute(db);
  await sql`drop index if exists users_client_username_key`.execute(db);
  await sql`
    alter table users
      drop column username, drop column mobile_country_code, drop column mobile_number,
      drop column profile_version, drop column updated_at`.execute(db);
}
