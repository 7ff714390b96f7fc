import { sql, type Kysely } from 'kysely';

/**
 * Frozen: this file never imports app code.
 *
 * Audit log (issue 28, item 5): who changed what, captured in PostgreSQL so that no write path
 * can forget it.
 *
 * - audit_log: one row per object changed in a transaction (a table row, or a contact's export
 *   or erasure), with the fields that changed as {"field": {"before": .., "after": ..}}. A
 *   secret column (its name says password, secret, token, sealed, hash or private_key) is
 *   recorded as {"secret": true}: that it changed, never its value. Columns that move by
 *   themselves (updated_at, watermarks, counters, connection-test results) are not changes.
 * - The actor, department, address and request come from app.audit_actor, a JSON setting the
 *   request's transaction sets LOCAL beside the tenant (db/audit-actor.ts); none means the
 *   worker or the system did it. The actor's name (a user's email, an API key's name) is
 *   copied in when the row is written, so the log outlives a deleted user.
 * - Row triggers on the audited tables call audit_capture(client column, key columns, name
 *   column). A transaction that touches one object several times (delete and insert again, as
 *   the role and user-department editors do) leaves one row with the net change, or none.
 * - Append-only for the app role: it may SELECT its tenant's rows and nothing else. The
 *   triggers write as the owner (SECURITY DEFINER, not callable by the app role);
 *   audit_record() lets the app role add an export or erasure of its own tenant, and
 *   audit_log_purge() deletes rows older than the retention (never under 30 days), for the
 *   daily job. No foreign key to clients: a deleted client's log stays until it ages out.
 */

const TENANT = sql`nullif(current_setting('app.client_id', true), '')::bigint`;

/** [table, client column, key columns, name column] */
const AUDITED: readonly [string, string, string, string | null][] = [
  ['clients', 'id', 'id', 'name'],
  ['departments', 'client_id', 'id', 'name'],
  ['roles', 'client_id', 'id', 'name'],
  ['role_permissions', 'client_id', 'role_id,feature_id', null],
  ['users', 'client_id', 'id', 'email'],
  ['user_departments', 'client_id', 'user_id,department_id', null],
  ['user_brands', 'client_id', 'user_id,brand_client_id', null],
  ['user_invitations', 'client_id', 'id', null],
  ['ip_whitelist', 'client_id', 'id', 'ip_address'],
  ['sign_in_policies', 'client_id', 'client_id', null],
  ['identity_providers', 'client_id', 'id', 'display_name'],
  ['sso_domains', 'client_id', 'domain', 'domain'],
  ['ad_directories', 'client_id', 'client_id', 'url'],
  ['ad_group_roles', 'client_id', 'position', 'group_dn'],
  ['notification_settings', 'client_id', 'user_id,notification_type_id', null],
  ['smtp_settings', 'client_id', 'client_id', 'host'],
  ['smtp_domains', 'client_id', 'id', 'domain_name'],
  ['vms_settings', 'client_id', 'id', 'provider'],
  ['whatsapp_settings', 'client_id', 'client_id', 'provider'],
  ['web_push_settings', 'client_id', 'client_id', 'project_id'],
  ['web_push_domains', 'client_id', 'id', 'domain'],
  ['mobile_push_apps', 'client_id', 'id', 'app_name'],
  ['channel_accounts', 'client_id', 'channel_id', 'provider'],
  ['connectors', 'client_id', 'connector_key', 'connector_key'],
  ['bounce_webhook_keys', 'client_id', 'client_id', null],
  ['analytics_sites', 'client_id', 'id', 'name'],
  ['audience_lists', 'client_id', 'id', 'name'],
  ['communications', 'client_id', 'id', 'name'],
  ['communication_approvals', 'client_id', 'communication_id,approver_id', null],
  ['communication_templates', 'client_id', 'id', 'name'],
  ['mobile_push_templates', 'client_id', 'id', 'name'],
  ['whatsapp_templates', 'client_id', 'name,language', 'name'],
  ['journeys', 'client_id', 'id', 'name'],
  ['licences', 'client_id', 'id', 'key_hint'],
  ['orders', 'client_id', 'order_id', 'order_id'],
  ['payment_attempts', 'client_id', 'idempotency_key', 'order_id'],
  ['invoices', 'client_id', 'id', 'invoice_number'],
  ['api_keys', 'client_id', 'id', 'name'],
  ['webhooks', 'client_id', 'id', 'url'],
];

/** Columns that move by themselves: a change to them alone is not recorded. */
const QUIET_COLUMNS = [
  'created_at',
  'updated_at',
  'last_used_at',
  'member_count',
  'event_watermark',
  'join_watermark',
  'date_watermark',
  'cohort_enrolled_at',
  'last_test_ok',
  'last_test_message',
  'last_test_response',
  'last_tested_at',
  'profile_version',
  'synced_at',
  'dns_status',
  'redemptions',
  'overdue_alerted_at',
  'next_run_at',
  'run_started_at',
  'run_no',
  'audience_size',
  'cost',
  'estimated_cost_minor',
];

const SECRET_COLUMN = '(password|secret|token|sealed|hash|private_key)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      client_id bigint not null,
      id bigint generated always as identity,
      occurred_at timestamptz not null default now(),
      txid bigint not null default txid_current(),
      action text not null check (action in ('create', 'update', 'delete', 'export', 'erase')),
      object_type text not null,
      object_id text,
      object_name text,
      changes jsonb not null default '{}',
      actor_type text not null check (actor_type in ('user', 'api_key', 'visitor', 'system')),
      actor_id bigint,
      actor_name text,
      department_id bigint,
      ip_address text,
      request_id text,
      primary key (client_id, id)
    )`.execute(db);
  await sql`create index audit_log_occurred_idx on audit_log (client_id, occurred_at desc, id desc)`.execute(
    db,
  );
  // audit_write's look-up of this transaction's row for an object: one probe, not a scan of
  // every row the transaction wrote (which made a statement's cost grow with its rows squared).
  await sql`create index audit_log_merge_idx on audit_log (txid, object_type, object_id)`.execute(
    db,
  );
  await sql`alter table audit_log enable row level security`.execute(db);
  await sql`alter table audit_log force row level security`.execute(db);
  await sql`create policy tenant_isolation on audit_log for all
    using (client_id = ${TENANT}) with check (client_id = ${TENANT})`.execute(db);
  await sql`revoke all on audit_log from resonate_app`.execute(db);
  await sql`grant select on audit_log to resonate_app`.execute(db);

  await createWriter(db);
  await createCapture(db);
  await createRecorderAndPurge(db);
  for (const [table, clientColumn, keys, name] of AUDITED) {
    const args = [clientColumn, keys, ...(name ? [name] : [])].map((arg) => sql.lit(arg));
    await sql`create trigger audit_capture after insert or update or delete on ${sql.table(table)}
      for each row execute function audit_capture(${sql.join(args)})`.execute(db);
  }
}

/**
 * audit_write(): one object's change, merged into the row this transaction already wrote for
 * the same object (earliest before, latest after; a field back to its value drops out; a
 * create then delete leaves nothing).
 */
async function createWriter(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function audit_write(p_client bigint, p_action text, p_type text, p_object_id text,
      p_name text, p_changes jsonb) returns void
    language plpgsql security definer set search_path = public, pg_temp
    -- A custom plan for this transaction's txid (past the statistics' last value) probes the end
    -- of audit_log_merge_idx, where this transaction's own rows pile up: replanned per row, a
    -- 2,000-row statement cost twice as much. The generic plan is the index probe anyway.
    set plan_cache_mode = force_generic_plan as $$
    declare
      v_actor jsonb := nullif(current_setting('app.audit_actor', true), '')::jsonb;
      v_type text := coalesce(v_actor ->> 'type', 'system');
      v_actor_id bigint := (v_actor ->> 'id')::bigint;
      -- In a variable: txid_current() is volatile, and no index scan takes a volatile key.
      v_txid bigint := txid_current();
      v_prev audit_log%rowtype;
      v_merged jsonb;
      v_action text;
      v_field text;
      v_value jsonb;
    begin
      select * into v_prev from audit_log
        -- Not by client_id too: the planner would take the primary key and scan the client's rows.
        where txid = v_txid and object_type = p_type and object_id = p_object_id
        for update;
      if not found then
        insert into audit_log (client_id, txid, action, object_type, object_id, object_name,
          changes, actor_type, actor_id, actor_name, department_id, ip_address, request_id)
        values (p_client, v_txid, p_action, p_type, p_object_id, p_name, p_changes, v_type,
          v_actor_id,
          case v_type
            when 'user' then (select u.email from users u where u.id = v_actor_id)
            when 'api_key' then (select k.name from api_keys k
              where k.client_id = p_client and k.id = v_actor_id) end,
          nullif((v_actor ->> 'department')::bigint, 0), v_actor ->> 'ip', v_actor ->> 'request');
        return;
      end if;
      v_merged := v_prev.changes;
      for v_field, v_value in select * from jsonb_each(p_changes) loop
        if v_merged ? v_field and not (v_value ? 'secret') and not (v_merged -> v_field ? 'secret') then
          v_value := jsonb_build_object('before', v_merged -> v_field -> 'before',
            'after', v_value -> 'after');
        end if;
        v_merged := v_merged || jsonb_build_object(v_field, v_value);
      end loop;
      select coalesce(jsonb_object_agg(key, value), '{}') into v_merged from jsonb_each(v_merged)
        where value ? 'secret' or value -> 'before' is distinct from value -> 'after';
      v_action := case
        when v_prev.action = 'create' and p_action = 'delete' then null
        when v_prev.action = 'create' then 'create'
        when v_prev.action = 'delete' and p_action = 'create' then 'update'
        else p_action end;
      if v_action is null or (v_action = 'update' and v_merged = '{}') then
        delete from audit_log where client_id = v_prev.client_id and id = v_prev.id;
      else
        update audit_log set action = v_action, changes = v_merged,
          object_name = coalesce(p_name, object_name)
          where client_id = v_prev.client_id and id = v_prev.id;
      end if;
    end
    $$`.execute(db);
  await sql`revoke all on function audit_write(bigint, text, text, text, text, jsonb) from public`.execute(
    db,
  );
}

/** The row trigger: the changed fields of one row, secrets as {"secret": true}. */
async function createCapture(db: Kysely<unknown>): Promise<void> {
  const quiet = sql.join(QUIET_COLUMNS.map((column) => sql.lit(column)));
  await sql`
    create function audit_capture() returns trigger
    language plpgsql security definer set search_path = public, pg_temp as $$
    declare
      v_old jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
      v_new jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
      v_row jsonb := coalesce(v_new, v_old);
      v_changes jsonb := '{}';
      v_field text;
    begin
      for v_field in select jsonb_object_keys(v_row) loop
        continue when v_field = tg_argv[0] or v_field in (${quiet});
        continue when (v_old -> v_field) is not distinct from (v_new -> v_field);
        -- A created or deleted row's empty fields say nothing.
        continue when tg_op <> 'UPDATE'
          and v_row -> v_field in ('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb);
        v_changes := v_changes || jsonb_build_object(v_field,
          case when v_field ~ ${sql.lit(SECRET_COLUMN)} then '{"secret": true}'::jsonb
          else jsonb_build_object('before', coalesce(v_old -> v_field, 'null'::jsonb),
            'after', coalesce(v_new -> v_field, 'null'::jsonb)) end);
      end loop;
      if tg_op = 'UPDATE' and v_changes = '{}' then
        return null;
      end if;
      perform audit_write((v_row ->> tg_argv[0])::bigint,
        case tg_op when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end,
        tg_table_name,
        (select string_agg(v_row ->> k, ':') from unnest(string_to_array(tg_argv[1], ',')) k),
        case when tg_nargs > 2 then v_row ->> tg_argv[2] end,
        v_changes);
      return null;
    end
    $$`.execute(db);
  await sql`revoke all on function audit_capture() from public`.execute(db);
}

async function createRecorderAndPurge(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function audit_record(p_action text, p_type text, p_object_id text, p_name text,
      p_changes jsonb) returns void
    language plpgsql security definer set search_path = public, pg_temp as $$
    begin
      if ${TENANT} is null then
        raise exception 'audit_record: no tenant in this transaction';
      end if;
      if p_action not in ('export', 'erase') then
        raise exception 'audit_record: only exports and erasures are recorded by hand';
      end if;
      perform audit_write(${TENANT}, p_action, p_type, p_object_id, p_name,
        coalesce(p_changes, '{}'));
    end
    $$`.execute(db);
  await sql`revoke all on function audit_record(text, text, text, text, jsonb) from public`.execute(
    db,
  );
  await sql`grant execute on function audit_record(text, text, text, text, jsonb) to resonate_app`.execute(
    db,
  );

  await sql`
    create function audit_log_purge(p_days integer) returns bigint
    language plpgsql security definer set search_path = public, pg_temp as $$
    declare
      v_deleted bigint;
    begin
      delete from audit_log where occurred_at < now() - make_interval(days => greatest(p_days, 30));
      get diagnostics v_deleted = row_count;
      return v_deleted;
    end
    $$`.execute(db);
  await sql`revoke all on function audit_log_purge(integer) from public`.execute(db);
  await sql`grant execute on function audit_log_purge(integer) to resonate_app`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of AUDITED) {
    await sql`drop trigger if exists audit_capture on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists audit_log_purge(integer)`.execute(db);
  await sql`drop function if exists audit_record(text, text, text, text, jsonb)`.execute(db);
  await sql`drop function if exists audit_capture()`.execute(db);
  await sql`drop function if exists audit_write(bigint, text, text, text, text, jsonb)`.execute(db);
  await sql`drop table if exists audit_log`.execute(db);
}
