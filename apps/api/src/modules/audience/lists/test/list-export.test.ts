import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../../../test/create-test-app.ts';
import {
  and,
  attr,
  audience,
  callers,
  clearAudience,
  createListsApp,
  insertAttributes,
  insertContacts,
  type TCaller,
} from './list-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createListsApp();
  ({ admin, brand } = await callers(t.app));
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearAudience(t.app, [admin.clientId, brand.clientId]);
  await insertAttributes(t.app, admin.clientId, [
    { key: 'city', type: 'text' },
    { key: 'orders', type: 'number' },
  ]);
});

async function download(caller: TCaller, listId: number) {
  const exported = await audience(t.app, caller, 'ExportList', { listId });
  expect(exported.statusCode, exported.body).toBe(200);
  const { url } = exported.json().data as { url: string };
  expect(url).toMatch(/^\/api\/Audience\/DownloadList\?token=/);
  return t.app.inject({ method: 'GET', url });
}

describe('list export', () => {
  it('streams a static list as CSV with formula cells neutralised', async () => {
    const contacts = await insertContacts(t.app, admin.clientId, [
      {
        email: 'ada@example.com',
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: 'Smith, "Jr"',
        attributes: { city: '@London', orders: -3 },
        consent: { email: 'subscribed' },
      },
      { email: 'bob@example.com', firstName: 'Bob' },
      { email: 'cy@example.com', firstName: 'Cy' },
    ]);
    const created = await audience(t.app, admin, 'CreateList', {
      name: 'Export me: VIP',
      contactIds: [contacts[0]!.id, contacts[1]!.id],
    });
    const response = await download(admin, created.json().data.list.listId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="export-me-vip-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Passport ID,Email,Mobile,First name,Last name,city,orders,/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${contacts[0]!.passportId},ada@example.com,,`);
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""http://evil.example"")","Smith, ""Jr""",'@London,-3,`,
    );
    expect(lines[2]).toContain('bob@example.com');
    expect(response.body).not.toContain('cy@example.com');
  });

  it('streams the members of a dynamic list as of now', async () => {
    await insertContacts(t.app, admin.clientId, [
      { email: 'ada@example.com', attributes: { city: 'London' } },
      { email: 'bob@example.com', attributes: { city: 'Leeds' } },
    ]);
    const created = await audience(t.app, admin, 'CreateDynamicList', {
      name: 'Londoners',
      rule: and(attr('city', { op: 'equals', value: "London' --" })),
    });
    const { listId } = created.json().data.list;
    expect((await download(admin, listId)).body.trim().split('\n')).toHaveLength(1);
    await audience(t.app, admin, 'UpdateDynamicList', {
      listId,
      name: 'Londoners',
      rule: and(attr('city', { op: 'equals', value: 'london' })),
    });
    const lines = (await download(admin, listId)).body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('ada@example.com');
  });

  it('refuses forged, expired and foreign links', async () => {
    const created = await audience(t.app, admin, 'CreateList', { name: 'Private list' });
    const { listId } = created.json().data.list;
    expect((await audience(t.app, brand, 'ExportList', { listId })).statusCode).toBe(404);
    const exported = await audience(t.app, admin, 'ExportList', { listId });
    const { url } = exported.json().data as { url: string };
    const forged = await t.app.inject({ method: 'GET', url: `${url.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/Audience/DownloadList?token=x',
    });
    expect(missing.statusCode).toBe(401);
    await audience(t.app, admin, 'DeleteList', { listId });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
