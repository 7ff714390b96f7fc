import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MSG, AUDIT_OBJECT_TYPES } from '@resonate/contracts/audit/audit-log';
import { withTenant } from '#/db/tenant.ts';
import { call, createOtherAgency, type TCaller } from '#/modules/admin/testing.ts';
import { smtpForm } from '#/modules/communication-settings/testing.ts';
import { newApiKey } from '#/modules/data-exchange/index.ts';
import { createDemoApp, login, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { purgeAuditLog } from './purge-audit-log.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
const ADDRESS = '203.0.113.7';

type TEntry = {
  id: number;
  action: string;
  objectType: string;
  objectId: string | null;
  objectName: string | null;
  changes: Record<string, { before?: unknown; after?: unknown; secret?: boolean }>;
  actorType: string;
  actorName: string | null;
  ipAddress: string | null;
};

const auditLog = (caller: TCaller, body: object = {}) =>
  call(t.app, caller, 'AuditLog/GetAuditLog', body);

async function entries(body: object = {}): Promise<TEntry[]> {
  const res = await auditLog(admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.entries;
}

/** The SMTP form saved from ADDRESS (as a person at that address would). */
function saveSmtp(extra: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/CommunicationSetting/UpsertSMTPClientSetting',
    headers: { accesstoken: admin.accessToken },
    payload: { clientId: admin.clientId, ...smtpForm(extra) },
    remoteAddress: ADDRESS,
  });
}

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  const first = await saveSmtp({});
  expect(first.statusCode).toBe(200);
  const { updatedAt } = first.json().data.setting;
  const second = await saveSmtp({ port: '2525', password: 'N3w-secret!', updatedAt });
  expect(second.statusCode, second.body).toBe(200);
});
afterAll(() => t.close());

describe('audit log capture', () => {
  it('records a settings change with its actor, address and changed fields', async () => {
    const [latest] = await entries({ objectType: 'smtp_settings' });
    expect(latest).toMatchObject({
      action: 'update',
      objectType: 'smtp_settings',
      actorType: 'user',
      actorName: 'admin@acme.test',
      ipAddress: ADDRESS,
    });
    expect(latest!.changes.port).toEqual({ before: 587, after: 2525 });
  });

  it('records that a secret changed, never its value', async () => {
    const smtp = await entries({ objectType: 'smtp_settings' });
    expect(smtp.map((entry) => entry.changes.password_sealed)).toEqual([
      { secret: true },
      { secret: true },
    ]);
    const { rows } = await sql<{ password_sealed: string }>`
      select password_sealed from smtp_settings where client_id = ${admin.clientId}`.execute(
      t.app.ownerDb,
    );
    const stored = JSON.stringify(smtp);
    expect(stored).not.toContain('S3cret-pass!');
    expect(stored).not.toContain('N3w-secret!');
    expect(stored).not.toContain(rows[0]!.password_sealed);
  });

  it("records a user's role change as the admin who made it", async () => {
    const roles = (await call(t.app, admin, 'Admin/GetRoles', {})).json().data.roles as {
      roleId: number;
      name: string;
    }[];
    const before = (await call(t.app, admin, 'Admin/GetUsers', { search: 'viewer@acme.test' }))
      .json()
      .data.users.find((user: { userId: number }) => user.userId === viewer.userId);
    const other = roles.find((role) => role.roleId !== before.roleId)!;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/UpdateUser',
      headers: { accesstoken: admin.accessToken },
      payload: {
        userId: viewer.userId,
        firstName: before.firstName,
        lastName: before.lastName,
        roleId: other.roleId,
        departmentIds: before.departmentIds,
        brandIds: before.brandIds ?? [],
        isAccountAdmin: false,
      },
      remoteAddress: ADDRESS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = await entries({ objectType: 'users', actor: 'admin@acme' });
    expect(entry).toMatchObject({
      action: 'update',
      objectId: String(viewer.userId),
      objectName: 'viewer@acme.test',
      actorName: 'admin@acme.test',
      ipAddress: ADDRESS,
      changes: { role_id: { before: before.roleId, after: other.roleId } },
    });
  });

  it("records a contact's data export (the data subject request hook)", async () => {
    const { rows } = await sql<{ id: string }>`
      insert into contacts (client_id, email) values (${admin.clientId}, 'dana@audit.test')
      returning id`.execute(t.app.ownerDb);
    const contactId = Number(rows[0]!.id);
    const res = await call(t.app, admin, 'Audience/ExportContactData', { contactId });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entries({ objectType: 'contacts', action: 'export' });
    expect(entry).toMatchObject({ objectId: String(contactId), actorName: 'admin@acme.test' });
  });

  it("records an API key's erasure of a contact with the key as the actor", async () => {
    const generated = newApiKey();
    await sql`insert into api_keys (client_id, name, prefix, secret_hash, scopes)
      values (${admin.clientId}, 'CRM sync', ${generated.prefix}, ${generated.secretHash},
        ${['contacts:dsr']})`.execute(t.app.ownerDb);
    await sql`insert into contacts (client_id, email) values (${admin.clientId}, 'erin@audit.test')`.execute(
      t.app.ownerDb,
    );
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/contacts/erin@audit.test',
      headers: { authorization: `Bearer ${generated.key}` },
      remoteAddress: ADDRESS,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [entry] = await entries({ objectType: 'contacts', action: 'erase' });
    expect(entry).toMatchObject({
      actorType: 'api_key',
      actorName: 'CRM sync',
      ipAddress: ADDRESS,
    });
  });

  it('names every audited table in the contracts, so the page can label and filter it', async () => {
    const { rows } = await sql<{ table: string }>`
      select distinct c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname = 'audit_capture'`.execute(t.app.ownerDb);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.map((row) => row.table).filter((table) => !(table in AUDIT_OBJECT_TYPES))).toEqual(
      [],
    );
  });
});

describe('audit log access', () => {
  it("shows another company none of this company's entries", async () => {
    await createOtherAgency(t.app, 'olga@audit.test', 'Olga@12345');
    const olga = await login(t.app, 'olga@audit.test', 'Olga@12345');
    const other = olga.json().data as TCaller;
    const theirs = (await auditLog(other)).json().data.entries as TEntry[];
    expect(theirs.filter((entry) => entry.actorName === 'admin@acme.test')).toEqual([]);
    const seen = await withTenant(t.app.db, { clientId: other.clientId }, (trx) =>
      sql<{ n: number }>`select count(*)::int as n from audit_log
        where client_id = ${admin.clientId}`.execute(trx),
    );
    expect(seen.rows[0]!.n).toBe(0);
  });

  it('refuses the app role any UPDATE, DELETE or INSERT on the log (a permission error)', async () => {
    const asApp = (statement: ReturnType<typeof sql>) =>
      withTenant(t.app.db, { clientId: admin.clientId }, (trx) => statement.execute(trx));
    for (const statement of [
      sql`update audit_log set actor_name = 'nobody'`,
      sql`delete from audit_log`,
      sql`insert into audit_log (client_id, action, object_type, actor_type)
        values (${admin.clientId}, 'update', 'users', 'system')`,
      sql`truncate audit_log`,
    ]) {
      await expect(asApp(statement)).rejects.toMatchObject({ code: '42501' });
    }
    expect((await entries({ objectType: 'smtp_settings' })).length).toBe(2);
  });

  it('answers 403 to a user who is not an account admin', async () => {
    expect((await auditLog(viewer)).statusCode).toBe(403);
  });

  it('refuses a range over 400 days, a reversed one and a malformed date with 400', async () => {
    const cases = [
      [{ from: '2025-01-01', to: '2026-02-10' }, 'to', AUDIT_MSG.rangeTooLong],
      [{ from: '2026-02-10', to: '2026-02-01' }, 'to', AUDIT_MSG.rangeReversed],
      [{ from: '2026-13-40' }, 'from', AUDIT_MSG.badDate],
      [{ cursor: 'x' }, 'cursor', AUDIT_MSG.badCursor],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await auditLog(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toBe(message);
      const csv = await call(t.app, admin, 'AuditLog/DownloadAuditLogCsv', body);
      expect(csv.statusCode).toBe(field === 'cursor' ? 200 : 400);
    }
  });

  it('pages by keyset without repeating or skipping an entry', async () => {
    const all = await entries({ pageSize: 100 });
    const paged: TEntry[] = [];
    let cursor: string | undefined;
    do {
      const res = await auditLog(admin, { pageSize: 7, ...(cursor ? { cursor } : {}) });
      paged.push(...res.json().data.entries);
      cursor = res.json().data.nextCursor ?? undefined;
    } while (cursor && paged.length < 100);
    expect(paged.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id));
  });
});

describe('audit log CSV and retention', () => {
  it('exports the filtered log as CSV through a one-minute link', async () => {
    const link = await call(t.app, admin, 'AuditLog/DownloadAuditLogCsv', {
      objectType: 'smtp_settings',
    });
    expect(link.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: link.json().data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Actor,Actor type,Department id,IP address,Action,Object type,Object id,Object name,Changes',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`admin@acme.test,User,`);
    expect(lines[1]).toContain(`${ADDRESS},Changed,SMTP settings,`);
    expect(lines[1]).toContain('port: 587 → 2525');
    expect(lines[1]).toContain('password_sealed: changed (value hidden)');
    expect(res.body).not.toContain('N3w-secret!');
    const forged = await t.app.inject({ method: 'GET', url: `${link.json().data.url}x` });
    expect(forged.statusCode).toBe(401);
  });

  it('deletes entries past the retention, and never any under 30 days old', async () => {
    await sql`insert into audit_log (client_id, occurred_at, action, object_type, actor_type)
      values (${admin.clientId}, now() - interval '401 days', 'update', 'roles', 'system'),
        (${admin.clientId}, now() - interval '10 days', 'update', 'roles', 'system')`.execute(
      t.app.ownerDb,
    );
    const count = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from audit_log
          where client_id = ${admin.clientId} and occurred_at < now() - interval '1 day'`.execute(
          t.app.ownerDb,
        )
      ).rows[0]!.n;
    expect(await purgeAuditLog(t.app.db)).toBe(1);
    expect(await count()).toBe(1);
    await purgeAuditLog(t.app.db, 1);
    expect(await count()).toBe(1);
  });
});
