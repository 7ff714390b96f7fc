import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Communications (issue 9): what a communication is made of (content, audience, schedule,
 * throttle, send window, frequency cap, approval), its runs (a recurring communication sends
 * once per run, so a message is unique per communication, run and person), the per-channel
 * templates, the suppression list (addresses that must never be sent to again on a channel),
 * the approvers' decisions, and the settings of the channels that had none yet (SMS, LINE,
 * direct mail, and the outside platforms that deliver through a webhook).
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;
const TABLES = [
  'communication_templates',
  'suppressions',
  'channel_accounts',
  'communication_approvals',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table communications
      add column template_id bigint,
      add column content jsonb not null default '{}',
      add column sender jsonb not null default '{}',
      add column schedule jsonb not null default '{"kind":"now"}',
      add column throttle_per_minute integer not null default 0 check (throttle_per_minute >= 0),
      add column send_window jsonb,
      add column frequency_cap jsonb,
      add column approver_ids bigint[] not null default '{}',
      add column submitted_at timestamptz,
      add column approved_at timestamptz,
      add column decided_by bigint,
      add column decision_note text,
      add column run_no integer not null default 0,
      add column next_run_at timestamptz,
      add column estimated_cost_minor bigint not null default 0,
      add column last_error text`.execute(db);
  // The scheduler's sweep: communications due to start a run.
  await sql`create index communications_due_idx on communications (next_run_at)
    where next_run_at is not null`.execute(db);

  await sql`
    alter table messages
      add column run_no integer not null default 1,
      add column delivered_at timestamptz,
      add column opened_at timestamptz,
      add column clicked_at timestamptz,
      add column next_attempt_at timestamptz`.execute(db);
  await sql`alter table messages
    drop constraint messages_client_id_communication_id_passport_id_key`.execute(db);
  await sql`alter table messages add constraint messages_recipient_key
    unique (client_id, communication_id, run_no, passport_id)`.execute(db);
  // Provider callbacks find a message by the provider's id.
  await sql`create index messages_provider_idx on messages (client_id, provider_message_id)
    where provider_message_id is not null`.execute(db);

  await sql`alter table clients
    add column communication_approval_required boolean not null default false`.execute(db);

  await sql`
    create table communication_templates (
      client_id bigint not null references clients (id) on delete cascade,
      id bigint generated always as identity,
      channel_id integer not null,
      name text not null check (length(name) between 1 and 200),
      content jsonb not null default '{}',
      status text not null default 'draft' check (status in ('draft', 'ready')),
      created_by bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      archived_at timestamptz,
      primary key (client_id, id)
    )`.execute(db);
  await sql`create index communication_templates_channel_idx
    on communication_templates (client_id, channel_id, updated_at desc)`.execute(db);

  await sql`
    create table suppressions (
      client_id bigint not null references clients (id) on delete cascade,
      channel_id integer not null,
      address text not null,
      reason text not null
        check (reason in ('hard_bounce', 'invalid_address', 'complaint', 'unsubscribed', 'manual')),
      communication_id bigint,
      created_at timestamptz not null default now(),
      primary key (client_id, channel_id, address)
    )`.execute(db);

  await sql`
    create table channel_accounts (
      client_id bigint not null references clients (id) on delete cascade,
      channel_id integer not null,
      provider text not null,
      settings jsonb not null default '{}',
      secret_sealed text,
      api_base_url text,
      webhook_id bigint,
      updated_at timestamptz not null default now(),
      primary key (client_id, channel_id)
    )`.execute(db);

  await sql`
    create table communication_approvals (
      client_id bigint not null,
      communication_id bigint not null,
      approver_id bigint not null,
      decision text not null check (decision in ('approved', 'rejected')),
      note text,
      decided_at timestamptz not null default now(),
      primary key (client_id, communication_id, approver_id),
      foreign key (client_id, communication_id)
        references communications (client_id, id) on delete cascade
    )`.execute(db);

  // Communications get a feature of their own (id 2, our choice); every role starts with the
  // rights it holds on the audience, so a viewer stays a viewer.
  await sql`insert into role_permissions
      (client_id, role_id, feature_id, can_view, can_create, can_edit, can_delete)
    select client_id, role_id, 2, can_view, can_create, can_edit, can_delete
      from role_permissions where feature_id = 3
    on conflict do nothing`.execute(db);

  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db);
    await sql`alter table ${sql.table(table)} force row level security`.execute(db);
    await sql`create policy tenant_isolation on ${sql.table(table)} for all
      using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_permissions where feature_id = 2`.execute(db);
  for (const table of [...TABLES].reverse()) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`alter table clients drop column communication_approval_required`.execute(db);
  await sql`drop index if exists messages_provider_idx`.execute(db);
  await sql`alter table messages drop constraint messages_recipient_key`.execute(db);
  await sql`alter table messages add constraint messages_client_id_communication_id_passport_id_key
    unique (client_id, communication_id, passport_id)`.execute(db);
  await sql`alter table messages drop column run_no, drop column delivered_at,
    drop column opened_at, drop column clicked_at, drop column next_attempt_at`.execute(db);
  await sql`drop index if exists communications_due_idx`.execute(db);
  await sql`alter table communications drop column template_id, drop column content,
    drop column sender, drop column schedule, drop column throttle_per_minute,
    drop column send_window, drop column frequency_cap, drop column approver_ids,
    drop column submitted_at, drop column approved_at, drop column decided_by,
    drop column decision_note, drop column run_no, drop column next_run_at,
    drop column estimated_cost_minor, drop column last_error`.execute(db);
}
