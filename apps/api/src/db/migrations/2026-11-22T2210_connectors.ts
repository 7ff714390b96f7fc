import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Connectors a client has connected (analytics platforms, CRMs, databases), one row per
 * client and connector. `settings` holds the non-secret fields as typed; `secrets_sealed` maps
 * each secret field to its AES-256-GCM ciphertext (never the plaintext). The last test's
 * outcome is kept to show on the page. A tenant table under the usual RLS policy.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table connectors (
      client_id bigint not null references clients (id) on delete cascade,
      connector_key text not null check (length(connector_key) between 1 and 50),
      settings jsonb not null default '{}',
      secrets_sealed jsonb not null default '{}',
      last_test_ok boolean,
      last_test_response text,
      last_tested_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, connector_key)
    )`.execute(db);
  await sql`alter table connectors enable row level security`.execute(db);
  await sql`alter table connectors force row level security`.execute(db);
  await sql`create policy tenant_isolation on connectors for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists connectors`.execute(db);
}
