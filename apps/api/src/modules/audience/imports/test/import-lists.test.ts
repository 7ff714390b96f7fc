import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../../test/create-test-app.ts';
import {
  call,
  createImportApp,
  runImport,
  upload,
  uploaded,
  waitForStatus,
  type TCaller,
} from './import-test-helpers.ts';

let t: TTestApp;
let admin: TCaller & { clientId: number };
let brand: TCaller;

beforeAll(async () => {
  t = await createImportApp();
  admin = await signIn(t.app, 'admin@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const MAPPING = { Email: 'email', Name: 'firstName' };
const people = (prefix: string, count: number) =>
  `Email,Name\r\n${Array.from({ length: count }, (_, i) => `${prefix}${i}@import.test,P${i}\r\n`).join('')}`;

type TListRow = { kind: string; source: string; member_count: number; expires_at: Date | null };

async function list(listId: number): Promise<TListRow & { members: number }> {
  const { rows } = await sql<TListRow & { members: string }>`
    select kind, source, member_count::int as member_count, expires_at,
      (select count(*) from audience_list_members m where m.list_id = l.id) as members
    from audience_lists l where id = ${listId}`.execute(t.app.ownerDb);
  return { ...rows[0]!, members: Number(rows[0]!.members) };
}

async function countContacts(like: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) n from contacts
    where client_id = ${admin.clientId} and email like ${like}`.execute(t.app.ownerDb);
  return Number(rows[0]!.n);
}

describe('import destinations', () => {
  it('creates a new target list holding every contact of the file', async () => {
    const summary = await runImport(t.app, admin, [{ name: 'l.csv', content: people('nl', 5) }], {
      mapping: MAPPING,
      destination: { kind: 'newTargetList', name: 'Imported leads' },
    });
    expect(summary.destination).toMatchObject({ kind: 'newTargetList', name: 'Imported leads' });
    expect(await list(summary.destination.listId!)).toMatchObject({
      kind: 'target',
      source: 'import',
      member_count: 5,
      members: 5,
    });
  });

  it('adds to an existing target list, counting only new members', async () => {
    const first = await runImport(t.app, admin, [{ name: 'a.csv', content: people('ex', 3) }], {
      mapping: MAPPING,
      destination: { kind: 'newTargetList', name: 'Existing list' },
    });
    const listId = first.destination.listId!;
    const second = await runImport(t.app, admin, [{ name: 'b.csv', content: people('ex', 6) }], {
      mapping: MAPPING,
      destination: { kind: 'targetList', listId },
    });
    expect(second).toMatchObject({ rowsInserted: 3, rowsSkipped: 3 });
    expect(await list(listId)).toMatchObject({ member_count: 6, members: 6 });
  });

  it('creates an ad-hoc list that expires in 120 days', async () => {
    const summary = await runImport(t.app, admin, [{ name: 'h.csv', content: people('ah', 4) }], {
      mapping: MAPPING,
      destination: { kind: 'adhocList', name: 'Weekend promo' },
    });
    const row = await list(summary.destination.listId!);
    expect(row).toMatchObject({ kind: 'adhoc', member_count: 4 });
    const days = (row.expires_at!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(119.9);
    expect(days).toBeLessThan(120.1);
  });

  it('shows an ad-hoc list made from files uploaded for it with its expiry, 120 days on', async () => {
    const response = await upload(
      t.app,
      admin,
      [{ name: 'p.csv', content: people('sx', 2) }],
      'adhocList',
    );
    const importId = response.json().data.importId as number;
    const start = await call(t.app, admin, 'StartImport', {
      importId,
      mapping: MAPPING,
      mode: 'update',
      destination: { kind: 'adhocList', name: 'From the dialog' },
    });
    expect(start.statusCode).toBe(200);
    const { destination } = await waitForStatus(t.app, admin, importId);
    const shown = await call(t.app, admin, 'GetList', { listId: destination.listId });
    const { list: shownList } = shown.json().data;
    expect(shownList).toMatchObject({ kind: 'adhoc', memberCount: 2, daysLeft: 120 });
    const days = (Date.parse(shownList.expiresAt) - Date.parse(shownList.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(120, 3);
  });

  it('refuses a list name that is taken, or too short, and a list of another client', async () => {
    const importId = await uploaded(t.app, admin, [{ name: 'n.csv', content: people('nt', 1) }]);
    const start = (destination: object) =>
      call(t.app, admin, 'StartImport', {
        importId,
        mapping: MAPPING,
        mode: 'update',
        destination,
      });
    const taken = await start({ kind: 'newTargetList', name: 'imported LEADS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors['destination.name']).toBe('A list with this name already exists');
    const short = await start({ kind: 'adhocList', name: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors['destination.name']).toBe('Min. 3 characters');
    const missing = await start({ kind: 'targetList', listId: 999_999 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('cancel, retry and history', () => {
  it('cancels a running import: nothing merged, no list; then retries it to completion', async () => {
    const importId = await uploaded(t.app, admin, [
      { name: 'big.csv', content: people('cx', 80_000) },
    ]);
    const started = await call(t.app, admin, 'StartImport', {
      importId,
      mapping: MAPPING,
      mode: 'update',
      destination: { kind: 'newTargetList', name: 'Cancelled list' },
    });
    expect(started.statusCode).toBe(200);
    await waitForStatus(t.app, admin, importId, ['running']);
    expect((await call(t.app, brand, 'CancelImport', { importId })).statusCode).toBe(404);
    const cancel = await call(t.app, admin, 'CancelImport', { importId });
    expect(cancel.statusCode).toBe(200);
    const cancelled = await waitForStatus(t.app, admin, importId, ['cancelled', 'completed']);
    expect(cancelled.status).toBe('cancelled');
    expect(await countContacts('cx%')).toBe(0);
    const { rows } = await sql`select 1 from audience_lists where name = 'Cancelled list'`.execute(
      t.app.ownerDb,
    );
    expect(rows).toHaveLength(0);
    expect((await call(t.app, admin, 'CancelImport', { importId })).statusCode).toBe(409);

    const retry = await call(t.app, admin, 'RetryImport', { importId });
    expect(retry.statusCode).toBe(200);
    const done = await waitForStatus(t.app, admin, importId, ['completed', 'failed'], 60_000);
    expect(done).toMatchObject({ status: 'completed', rowsInserted: 80_000 });
    expect(await countContacts('cx%')).toBe(80_000);
    expect((await call(t.app, admin, 'RetryImport', { importId })).statusCode).toBe(409);
  });

  it('lists the history newest first, with paging', async () => {
    const page = await call(t.app, admin, 'GetImports', { pageNo: 1, pageSize: 2 });
    expect(page.statusCode).toBe(200);
    const { imports } = page.json().data;
    expect(imports).toHaveLength(2);
    expect(page.json().totalRows).toBeGreaterThan(2);
    expect(imports[0].importId).toBeGreaterThan(imports[1].importId);
    expect(imports[0]).toMatchObject({
      createdBy: expect.any(String),
      fileNames: expect.any(Array),
    });
  });
});
