import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE, appRolePassword, appRoleUrl } from '#/db/app-role.ts';
import { createKysely, createUntypedKysely, type TUntypedDb } from '#/db/pool.ts';
import type { DB } from '#/db/schema.ts';
import {
  createTestDatabase,
  TEST_APP_SECRET,
  type TTestDatabase,
} from '../../test/create-test-app.ts';

/**
 * The REVIEWED privileges of the request role beyond its tenant tables. A tenant table (RLS
 * enabled, with a policy, which binds the role since it owns nothing and cannot bypass RLS;
 * tenant.test.ts checks every table with a client_id has one) may be read and written under its policy and nothing else. Everything else the role can
 * touch is listed here with the reason it needs it. A new grant fails the test until someone
 * has decided it is needed and added it here with its reason.
 */
const REVIEWED_TABLES: Record<string, { privileges: string[]; why: string }> = {
  auth_failures: {
    privileges: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
    why: 'sign-in failure counters of visitors without a tenant: counted, reset, purged',
  },
  auth_nonces: {
    privileges: ['DELETE', 'INSERT', 'SELECT'],
    why: 'single-use sign-in nonces: issued, consumed by delete',
  },
  captchas: {
    privileges: ['DELETE', 'INSERT', 'SELECT'],
    why: 'captcha answers (hashes): issued, taken by delete',
  },
  preview_documents: {
    privileges: ['DELETE', 'INSERT', 'SELECT'],
    why: 'short-lived rendered previews reached by a random id: written, served, expired',
  },
  rate_limit_hits: {
    privileges: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
    why: 'request counters (route and address keys, no tenant data) shared by every API process: one upsert per hit, ended windows purged',
  },
  signup_rate_counters: {
    privileges: ['INSERT', 'SELECT', 'UPDATE'],
    why: "an address's hourly budget of sign-up existence answers (one upsert)",
  },
  signup_verifications: {
    privileges: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
    why: 'sign-up email codes before any client exists: sent, checked, consumed, purged',
  },
  promo_codes: {
    privileges: ['SELECT'],
    why: 'the payment page checks a code; locking and redeeming go through promo_code_lock/redeem',
  },
  used_licence_keys: {
    privileges: ['SELECT'],
    why: 'CheckLicenseKey says whether a key was spent; spending goes through licence_key_spend',
  },
  upload_storage_used: {
    privileges: ['SELECT'],
    why: 'the upload quota check: a security_invoker view, so the RLS of its tables applies',
  },
  usage_meter_state: {
    privileges: ['SELECT'],
    why: 'the consumption page shows how far usage is counted; the fold moves it by functions',
  },
};

/** SECURITY DEFINER functions the request role may call: each answers or does one thing. */
const REVIEWED_DEFINER_FUNCTIONS = [
  'ad_domain_has_other_users(p_domain text, p_client_id bigint)',
  'ad_find_directory(p_domain text)',
  'agency_invoice_values(p_from text, p_to text)',
  'analytics_site_find(p_site_key text)',
  'api_key_find(p_prefix text)',
  'audience_clients_with_expired_adhoc_lists(p_now timestamp with time zone)',
  // The app role's one way to add to the audit log (it has no INSERT): an export or erasure of a
  // contact of its own tenant, the actor taken from the transaction's settings (issue 28).
  'audit_record(p_action text, p_type text, p_object_id text, p_name text, p_changes jsonb)',
  // The daily retention job: deletes audit entries past the retention, never under 30 days old,
  // since the app role has no DELETE on the log (issue 28, item 5).
  'audit_log_purge(p_days integer)',
  'auth_find_account(p_email text)',
  'auth_find_session(p_token_hash bytea)',
  'communications_due(p_now timestamp with time zone)',
  // The daily job's DDL as the owner: this month's partitions of contact_events and messages and
  // at most 12 ahead, made where missing (issue 24, item 5); creates nothing else.
  'event_partitions_create_ahead(p_months integer)',
  'contact_imports_in_flight()',
  'invoice_closing_candidates(p_start timestamp with time zone, p_end timestamp with time zone)',
  'invoice_number_next(p_issuer text, p_series text, p_year integer)',
  'journeys_due()',
  'licence_expiry_candidates(p_now timestamp with time zone, p_within_days integer)',
  // The licence governing the caller's own tenant (a brand reads its agency's): sending, imports,
  // journeys and seats follow it (issue 26).
  'licence_in_force()',
  'licence_key_spend(p_key_id text)',
  'licence_seats_used()',
  'mobile_push_app_find(p_app_key text)',
  // Ids of due invoices past their due date across tenants, for the daily overdue alert (issue 26).
  'overdue_invoice_candidates(p_now timestamp with time zone)',
  'promo_code_lock(p_code text)',
  'promo_code_redeem(p_code text)',
  'sso_domain_owner(p_domain text)',
  'sso_find_flow(p_state_hash bytea)',
  'sso_find_providers(p_domain text)',
  'template_image_find(p_public_id text)',
  // The daily retention job: deletes transactional calls (API) past 30 days, every tenant's, never
  // younger ones; their messages rows stay (issue 28).
  'transactional_messages_purge(p_days integer)',
  'upload_reservations_expire(p_before timestamp with time zone)',
  'upload_sweep_candidates(p_abandoned_before timestamp with time zone, p_finished_before timestamp with time zone, p_retryable_before timestamp with time zone)',
  'usage_clients_with_sent_messages(p_from timestamp with time zone, p_to timestamp with time zone)',
  'usage_database_shares()',
  'usage_meter_advance(p_name text, p_watermark timestamp with time zone)',
  'usage_meter_claim(p_name text, p_origin timestamp with time zone)',
  'usage_metered_clients()',
  'web_push_site_find(p_vapid_public_key text, p_domain text)',
];

const TENANT_TABLE_PRIVILEGES = ['DELETE', 'INSERT', 'SELECT', 'UPDATE'];
const PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];
const REVIEW = 'Review this grant (least privilege, issue 21 item 9) and, if it is needed, add it';

type TTableGrant = { name: string; tenant: boolean; privileges: string[] };

describe('the request role has only reviewed privileges', () => {
  let database: TTestDatabase;
  let owner: TUntypedDb;
  let app: Kysely<DB>;

  beforeAll(async () => {
    database = await createTestDatabase();
    owner = createUntypedKysely({ url: database.url, max: 1, name: 'owner' });
    const url = appRoleUrl(database.url, appRolePassword(TEST_APP_SECRET));
    app = createKysely<DB>({ url, max: 1, name: 'app', parseInt8: true });
  });

  afterAll(async () => {
    await app.destroy();
    await owner.destroy();
    await database.drop();
  });

  async function tableGrants(): Promise<TTableGrant[]> {
    const checks = sql.join(
      PRIVILEGES.map(
        (privilege) =>
          sql`case when has_table_privilege(${APP_ROLE}, c.oid, ${privilege}) then ${privilege} end`,
      ),
    );
    const { rows } = await sql<TTableGrant>`
      select case when n.nspname = 'public' then c.relname else n.nspname || '.' || c.relname end
          as name,
        c.relrowsecurity
          and exists (select 1 from pg_policy p where p.polrelid = c.oid) as tenant,
        array_remove(array[${checks}], null)::text[] as privileges
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%'
        and has_schema_privilege(${APP_ROLE}, n.oid, 'USAGE')
      order by 1`.execute(owner);
    return rows.map((row) => ({ ...row, privileges: [...row.privileges].sort() }));
  }

  it('refuses a grant on a global table (no tenant RLS) that nobody reviewed', async () => {
    const granted = Object.fromEntries(
      (await tableGrants())
        .filter((table) => !table.tenant && table.privileges.length > 0)
        .map((table) => [table.name, table.privileges]),
    );
    const reviewed = Object.fromEntries(
      Object.entries(REVIEWED_TABLES).map(([name, entry]) => [name, entry.privileges]),
    );
    expect(granted, `${REVIEW} to REVIEWED_TABLES in this file with the reason`).toEqual(reviewed);
  });

  it('refuses TRUNCATE, REFERENCES or TRIGGER on a tenant table (TRUNCATE ignores RLS)', async () => {
    const extra = (await tableGrants())
      .filter((table) => table.tenant)
      .flatMap((table) =>
        table.privileges
          .filter((privilege) => !TENANT_TABLE_PRIVILEGES.includes(privilege))
          .map((privilege) => `${table.name}: ${privilege}`),
      );
    expect(extra, REVIEW).toEqual([]);
  });

  it('refuses a SECURITY DEFINER function nobody reviewed, or one without a pinned search_path', async () => {
    const { rows } = await sql<{ signature: string; pinned: boolean }>`
      select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature,
        coalesce(exists (select 1 from unnest(p.proconfig) s where s like 'search_path=%'), false)
          as pinned
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.prosecdef and n.nspname not in ('pg_catalog', 'information_schema')
        and has_schema_privilege(${APP_ROLE}, n.oid, 'USAGE')
        and has_function_privilege(${APP_ROLE}, p.oid, 'EXECUTE')
      order by 1`.execute(owner);
    expect(
      rows.map((row) => row.signature),
      `${REVIEW} to REVIEWED_DEFINER_FUNCTIONS in this file`,
    ).toEqual([...REVIEWED_DEFINER_FUNCTIONS].sort());
    expect(rows.filter((row) => !row.pinned).map((row) => row.signature)).toEqual([]);
  });

  it('refuses schema creation, table ownership, the job queue and role powers to the request role', async () => {
    const { rows } = await sql<Record<string, boolean | number>>`
      select r.rolsuper as superuser, r.rolbypassrls as bypass_rls, r.rolcreaterole as create_role,
        r.rolcreatedb as create_db,
        has_schema_privilege(${APP_ROLE}, 'public', 'CREATE') as create_in_public,
        has_database_privilege(${APP_ROLE}, current_database(), 'CREATE') as create_schema,
        (select count(*)::int from pg_class c where c.relowner = r.oid) as owned,
        exists (select 1 from pg_namespace n where n.nspname = 'pgboss'
          and has_schema_privilege(${APP_ROLE}, n.oid, 'USAGE')) as queue_schema
      from pg_roles r where r.rolname = ${APP_ROLE}`.execute(owner);
    expect(rows[0]).toEqual({
      superuser: false,
      bypass_rls: false,
      create_role: false,
      create_db: false,
      create_in_public: false,
      create_schema: false,
      owned: 0,
      queue_schema: false,
    });
  });

  it('refuses a request connection that mints a promo code or un-spends a licence key', async () => {
    await expect(
      sql`insert into promo_codes (code, description, percent_off) values ('FREE100', 'x', 100)`.execute(
        app,
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(sql`update promo_codes set redemptions = 0`.execute(app)).rejects.toMatchObject({
      code: '42501',
    });
    await expect(sql`delete from used_licence_keys`.execute(app)).rejects.toMatchObject({
      code: '42501',
    });
    await expect(
      sql`update invoice_number_counters set last_value = 0`.execute(app),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses to move the usage watermark backwards, which would bill messages twice', async () => {
    const later = new Date('2026-06-01T00:00:00Z');
    await sql`select usage_meter_claim('test-fold', ${later})`.execute(app);
    await sql`select usage_meter_advance('test-fold', ${new Date('2026-01-01T00:00:00Z')})`.execute(
      app,
    );
    const { rows } = await sql<{ watermark: Date }>`
      select watermark from usage_meter_state where name = 'test-fold'`.execute(app);
    expect(rows[0]?.watermark.toISOString()).toBe(later.toISOString());
  });
});
