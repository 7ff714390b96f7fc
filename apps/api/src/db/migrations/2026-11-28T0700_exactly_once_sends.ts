import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Exactly-once sends and provider limits (issue 22, items 5 and 8).
 *
 * - messages.in_doubt: how many times the message was found 'sending' by the next worker (its
 *   worker died while the adapter had it) and sent again with the same delivery id. The run's
 *   "possibly duplicated" figure counts these on channels whose receiver cannot dedupe by it.
 * - provider_limits: a provider's "slow down" (HTTP 429 with Retry-After) for one client,
 *   shared by every run and every worker process of that client: nobody hands that provider a
 *   message before blocked_until. A tenant table.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table messages
    add column in_doubt integer not null default 0 check (in_doubt >= 0)`.execute(db);

  await sql`
    create table provider_limits (
      client_id bigint not null references clients (id) on delete cascade,
      provider text not null,
      blocked_until timestamptz not null,
      reason text,
      updated_at timestamptz not null default now(),
      primary key (client_id, provider)
    )`.execute(db);
  await sql`alter table provider_limits enable row level security`.execute(db);
  await sql`alter table provider_limits force row level security`.execute(db);
  await sql`create policy tenant_isolation on provider_limits for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists provider_limits`.execute(db);
  await sql`alter table messages drop column if exists in_doubt`.execute(db);
}
