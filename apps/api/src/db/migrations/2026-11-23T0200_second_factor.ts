import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Strong second factors (issue 12):
 * - totp_authenticators: one authenticator app per user; the secret sealed with AES-GCM (it must
 *   be read back to check codes); confirmed_at is null until a first code proves the app has it;
 *   last_step remembers the last accepted 30-second step, so a code cannot be used twice;
 * - recovery_codes: ten one-time codes per user, only their keyed hashes;
 * - passkeys: WebAuthn credentials (public key, signature counter), several per user, named;
 * - second_factor_challenges: one sign-in step (or one enrolment) in progress, named by a signed
 *   token: which user, the WebAuthn challenge if any, how many failed tries.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = ['totp_authenticators', 'recovery_codes', 'passkeys', 'second_factor_challenges'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table totp_authenticators (
      client_id bigint not null,
      user_id bigint not null,
      secret_sealed text not null,
      confirmed_at timestamptz,
      last_step bigint not null default 0,
      created_at timestamptz not null default now(),
      primary key (client_id, user_id),
      foreign key (client_id, user_id) references users (client_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table recovery_codes (
      client_id bigint not null,
      id bigint generated always as identity,
      user_id bigint not null,
      code_hash bytea not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (client_id, id),
      foreign key (client_id, user_id) references users (client_id, id) on delete cascade
    )`.execute(db);
  await sql`create index recovery_codes_user_idx on recovery_codes (client_id, user_id)`.execute(
    db,
  );

  await sql`
    create table passkeys (
      client_id bigint not null,
      id bigint generated always as identity,
      user_id bigint not null,
      credential_id text not null,
      public_key bytea not null,
      counter bigint not null default 0,
      transports text[] not null default '{}',
      name text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      primary key (client_id, id),
      foreign key (client_id, user_id) references users (client_id, id) on delete cascade
    )`.execute(db);
  // A credential belongs to one account everywhere (authenticators make a new id per account).
  await sql`create unique index passkeys_credential_key on passkeys (credential_id)`.execute(db);
  await sql`create index passkeys_user_idx on passkeys (client_id, user_id)`.execute(db);

  await sql`
    create table second_factor_challenges (
      client_id bigint not null,
      id uuid not null default gen_random_uuid(),
      user_id bigint not null,
      purpose text not null check (purpose in ('sign_in', 'enrol', 'profile_passkey')),
      webauthn_challenge text,
      attempts integer not null default 0,
      remember_me boolean not null default false,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (client_id, id),
      foreign key (client_id, user_id) references users (client_id, id) on delete cascade
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
