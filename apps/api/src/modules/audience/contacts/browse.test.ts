import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_COUNT_EXACT_MAX } from '@resonate/contracts/audience/contacts';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { DEMO_AUDIENCE_SIZE } from '#/modules/demo/index.ts';
import {
  addContact,
  addStaticList,
  au,
  type TCaller,
  seedAudience,
} from './contacts.test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;

const page = (body: object) =>
  au(t.app, admin, 'GetContacts', { pageNo: 1, pageSize: 25, ...body });
const emailsOf = (res: { json: () => { data: { contacts: { email: string }[] } } }) =>
  res.json().data.contacts.map((c) => c.email);

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  await seedAudience(t.app);
  brand = await signIn(t.app, 'brand@acme.test');
  // A small, recognisable cohort beside the demo audience.
  for (const [n, first, last, mobile] of [
    [1, 'Zelda', 'Quill', '+447911200001'],
    [2, 'zeb', 'Quinn', '+447911200002'],
    [3, 'Zara', 'Quill', null],
  ] as const) {
    await addContact(t.app, admin, {
      email: `zq${n}@browse.test`,
      mobile,
      firstName: first,
      lastName: last,
    });
  }
  await addContact(t.app, admin, { mobile: '+447911200009', firstName: 'Zoe', lastName: 'Quill' });
});
afterAll(() => t.close());

describe('Audience/GetContacts', () => {
  it('pages the demo audience newest first with an exact total', async () => {
    const first = await page({});
    expect(first.statusCode).toBe(200);
    expect(first.json().totalRows).toBe(DEMO_AUDIENCE_SIZE + 4);
    expect(first.json().data.totalIsEstimate).toBe(false);
    expect(first.json().data.contacts).toHaveLength(25);
    expect(first.json().data.contacts[0].firstName).toBe('Zoe');
    const second = await page({ pageNo: 2 });
    const ids = [...first.json().data.contacts, ...second.json().data.contacts].map(
      (c: { contactId: number }) => c.contactId,
    );
    expect(new Set(ids).size).toBe(50);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('searches a name prefix case-insensitively, an email prefix, and mobile digits', async () => {
    const byName = await page({ search: 'ZELDA q' });
    expect(emailsOf(byName)).toEqual(['zq1@browse.test']);
    const byLast = await page({ search: 'zara quill' });
    expect(emailsOf(byLast)).toEqual(['zq3@browse.test']);
    const byEmail = await page({ search: 'zq', sortBy: 'email', sortDir: 'asc' });
    expect(emailsOf(byEmail)).toEqual(['zq1@browse.test', 'zq2@browse.test', 'zq3@browse.test']);
    expect(byEmail.json().totalRows).toBe(3);
    expect(emailsOf(await page({ search: 'zq2@BROWSE' }))).toEqual(['zq2@browse.test']);
    const international = await page({ search: '+44 7911 2000' });
    expect(international.json().totalRows).toBe(3);
    const national = await page({ search: '07911 200002' });
    expect(emailsOf(national)).toEqual(['zq2@browse.test']);
    expect((await page({ search: '4479112000' })).json().totalRows).toBe(3);
  });

  it.each([
    ['name', 'asc', ['zq3@browse.test', 'zq2@browse.test', 'zq1@browse.test', null]],
    ['name', 'desc', [null, 'zq1@browse.test', 'zq2@browse.test', 'zq3@browse.test']],
    ['email', 'asc', ['zq1@browse.test', 'zq2@browse.test', 'zq3@browse.test', null]],
    ['email', 'desc', ['zq3@browse.test', 'zq2@browse.test', 'zq1@browse.test', null]],
    ['mobile', 'asc', ['zq1@browse.test', 'zq2@browse.test', null, 'zq3@browse.test']],
    ['created', 'asc', ['zq1@browse.test', 'zq2@browse.test', 'zq3@browse.test', null]],
    ['updated', 'desc', [null, 'zq3@browse.test', 'zq2@browse.test', 'zq1@browse.test']],
  ])('sorts by %s %s (contacts without the value last)', async (sortBy, sortDir, expected) => {
    const res = await page({ search: 'z', sortBy, sortDir, pageSize: 100 });
    const ours = res
      .json()
      .data.contacts.filter((c: { lastName: string }) => c.lastName.startsWith('Qu'));
    expect(ours.map((c: { email: string | null }) => c.email)).toEqual(expected);
  });

  it('pages across contacts with and without an email when sorting by email', async () => {
    const withEmail = Number(
      (
        await sql<{ n: string }>`select count(*) as n from contacts
          where client_id = ${admin.clientId} and email is not null`.execute(t.app.ownerDb)
      ).rows[0]!.n,
    );
    const lastPage = Math.ceil((DEMO_AUDIENCE_SIZE + 4) / 100);
    const seen = new Set<number>();
    let withoutSeen = 0;
    for (let pageNo = 1; pageNo <= lastPage; pageNo += 1) {
      const res = await page({ pageNo, pageSize: 100, sortBy: 'email', sortDir: 'asc' });
      for (const c of res.json().data.contacts as { contactId: number; email: string | null }[]) {
        seen.add(c.contactId);
        if (c.email === null) withoutSeen += 1;
      }
    }
    expect(seen.size).toBe(DEMO_AUDIENCE_SIZE + 4);
    expect(withoutSeen).toBe(DEMO_AUDIENCE_SIZE + 4 - withEmail);
  });

  it('filters by a static list and takes its stored count as the total', async () => {
    const ids = (await page({ search: 'zq' }))
      .json()
      .data.contacts.map((c: { contactId: number }) => c.contactId);
    const listId = await addStaticList(t.app, admin.clientId, 'Browse list', ids.slice(0, 2));
    const res = await page({ listId });
    expect(res.json().totalRows).toBe(2);
    expect(
      res
        .json()
        .data.contacts.map((c: { contactId: number }) => c.contactId)
        .sort(),
    ).toEqual(ids.slice(0, 2).sort());
    expect((await page({ listId, search: 'zq2' })).json().totalRows).toBe(1);
    const foreign = await au(t.app, brand, 'GetContacts', { pageNo: 1, pageSize: 10, listId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('List not found');
  });

  it.each([
    [{ pageSize: 101 }, 'Page size must be at most 100'],
    [{ pageSize: 0 }, undefined],
    [{ pageNo: 0 }, undefined],
    [{ pageNo: 10_001 }, 'Page number must be at most 10000; narrow the search instead'],
    [{ sortBy: 'password' }, undefined],
    [{ search: 'x'.repeat(101) }, 'Max. 100 characters'],
    [{ listId: -1 }, undefined],
  ])('refuses %j', async (body, message) => {
    const res = await page(body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.body).toContain(message);
  });

  it('searches with LIKE wildcards and quotes literally', async () => {
    expect((await page({ search: '%' })).json().totalRows).toBe(0);
    expect((await page({ search: "_'" })).json().totalRows).toBe(0);
  });

  it(`estimates totals above ${CONTACT_COUNT_EXACT_MAX} and says so`, async () => {
    await t.app.ownerDb.transaction().execute(async (trx) => {
      await sql`select set_config('app.client_id', ${String(brand.clientId)}, true)`.execute(trx);
      await sql`insert into contacts (client_id, email, first_name)
        select ${brand.clientId}, 'bulk' || g || '@estimate.test', 'Bulk'
        from generate_series(1, ${CONTACT_COUNT_EXACT_MAX + 500}) g`.execute(trx);
      await sql`analyze contacts`.execute(trx);
    });
    const res = await au(t.app, brand, 'GetContacts', { pageNo: 1, pageSize: 10 });
    expect(res.json().data.totalIsEstimate).toBe(true);
    expect(res.json().totalRows).toBeGreaterThan(CONTACT_COUNT_EXACT_MAX);
    expect(Math.abs(res.json().totalRows - (CONTACT_COUNT_EXACT_MAX + 501)) / 10_000).toBeLessThan(
      0.2,
    );
    const search = await au(t.app, brand, 'GetContacts', {
      pageNo: 1,
      pageSize: 10,
      search: 'bulk1',
    });
    expect(search.json().data.totalIsEstimate).toBe(false);
    const broad = await au(t.app, brand, 'GetContacts', {
      pageNo: 2,
      pageSize: 10,
      search: 'bulk',
      sortBy: 'email',
      sortDir: 'desc',
    });
    expect(broad.json().data.totalIsEstimate).toBe(true);
    expect(broad.json().data.contacts.map((c: { email: string }) => c.email)).toEqual(
      [...Array.from({ length: 10_500 }, (_, i) => `bulk${i + 1}@estimate.test`)]
        .sort()
        .reverse()
        .slice(10, 20),
    );
    // bulk1, bulk10-19, bulk100-199, bulk1000-1999, bulk10000-10500.
    expect(search.json().totalRows).toBe(1 + 10 + 100 + 1000 + 501);
  });
});
