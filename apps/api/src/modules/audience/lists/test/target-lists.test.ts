import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../../../test/create-test-app.ts';
import {
  audience,
  callers,
  clearAudience,
  createListsApp,
  insertContacts,
  memberCountOf,
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
beforeEach(() => clearAudience(t.app, [admin.clientId, brand.clientId]));

async function createList(caller: TCaller, body: object) {
  const response = await audience(t.app, caller, 'CreateList', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.list as { listId: number; memberCount: number; source: string };
}

describe('target lists', () => {
  it('creates a list from selected contacts with a true member count', async () => {
    const contacts = await insertContacts(t.app, admin.clientId, [
      { email: 'ada@example.com' },
      { email: 'bob@example.com' },
    ]);
    const list = await createList(admin, {
      name: 'VIP customers',
      contactIds: contacts.map((c) => c.id),
    });
    expect(list).toMatchObject({ memberCount: 2, source: 'selection', kind: 'target' });
    expect(await memberCountOf(t.app, list.listId)).toBe(2);

    const page = await audience(t.app, admin, 'GetLists', { pageNo: 1, pageSize: 10 });
    expect(page.json()).toMatchObject({
      totalRows: 1,
      data: { lists: [{ name: 'VIP customers' }] },
    });
  });

  it('adds selected contacts once and pasted identifiers, reporting what was not found', async () => {
    const [ada, bob] = await insertContacts(t.app, admin.clientId, [
      { email: 'ada@example.com' },
      { mobile: '+447700900123' },
    ]);
    const list = await createList(admin, { name: 'Pasted', contactIds: [ada!.id] });
    const added = await audience(t.app, admin, 'AddListMembers', {
      listId: list.listId,
      contactIds: [ada!.id],
      identifiers: [' ADA@example.com', '+44 7700 900123', 'nobody@example.com', 'not an email'],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({
      added: 1,
      alreadyMembers: 1,
      matched: 2,
      notFound: ['nobody@example.com', 'not an email'],
      memberCount: 2,
    });
    expect(await memberCountOf(t.app, list.listId)).toBe(2);
    expect(bob).toBeDefined();
  });

  it('renames, checks names in any case, and deletes', async () => {
    const first = await createList(admin, { name: 'Newsletter' });
    const second = await createList(admin, { name: 'Winter sale' });
    const check = async (name: string, exceptListId?: number) =>
      (await audience(t.app, admin, 'CheckListNameExists', { name, exceptListId })).json().data
        .exists;
    expect(await check('NEWSLETTER')).toBe(true);
    expect(await check('Newsletter', first.listId)).toBe(false);
    expect(await check('Spring sale')).toBe(false);

    const taken = await audience(t.app, admin, 'RenameList', {
      listId: second.listId,
      name: 'newsletter',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'A list with this name already exists',
      errors: { name: 'A list with this name already exists' },
    });
    const renamed = await audience(t.app, admin, 'RenameList', {
      listId: second.listId,
      name: '  Spring sale ',
    });
    expect(renamed.json().data.list.name).toBe('Spring sale');

    expect((await audience(t.app, admin, 'DeleteList', first)).statusCode).toBe(200);
    expect((await audience(t.app, admin, 'DeleteList', first)).statusCode).toBe(404);
    expect((await audience(t.app, admin, 'GetList', first)).statusCode).toBe(404);
  });

  it.each([
    ['', 'Enter list name'],
    ['   ', 'Enter list name'],
    ['ab', 'Min. 3 characters'],
    ['x'.repeat(101), 'Max. 100 characters'],
  ])('refuses the name %j', async (name, message) => {
    const response = await audience(t.app, admin, 'CreateList', { name });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: message });
  });

  it('removes members, pages and searches them, keeping the count true', async () => {
    const contacts = await insertContacts(
      t.app,
      admin.clientId,
      Array.from({ length: 12 }, (_, i) => ({
        email: `person${i}@example.com`,
        firstName: `Person${i}`,
        lastName: i % 2 ? 'Odd' : 'Even',
      })),
    );
    const list = await createList(admin, {
      name: 'Everyone',
      contactIds: contacts.map((c) => c.id),
    });
    const page = await audience(t.app, admin, 'GetListMembers', {
      listId: list.listId,
      pageNo: 2,
      pageSize: 5,
    });
    expect(page.json().totalRows).toBe(12);
    expect(page.json().data.members).toHaveLength(5);
    const search = await audience(t.app, admin, 'GetListMembers', {
      listId: list.listId,
      search: 'ODD',
      pageNo: 1,
      pageSize: 50,
    });
    expect(search.json().totalRows).toBe(6);

    const removed = await audience(t.app, admin, 'RemoveListMembers', {
      listId: list.listId,
      contactIds: [contacts[0]!.id, contacts[1]!.id, 999_999],
    });
    expect(removed.json().data).toEqual({ removed: 2, memberCount: 10 });
    expect(await memberCountOf(t.app, list.listId)).toBe(10);
    const none = await audience(t.app, admin, 'RemoveListMembers', {
      listId: list.listId,
      contactIds: [],
    });
    expect(none.statusCode).toBe(400);
  });

  it('keeps ad-hoc and dynamic list members read-only', async () => {
    const adhoc = await t.app.ownerDb
      .insertInto('audience_lists' as never)
      .values({
        client_id: admin.clientId,
        name: 'From an import',
        kind: 'adhoc',
        source: 'import',
        expires_at: new Date(Date.now() + 87.5 * 86_400_000),
      } as never)
      .returning('id' as never)
      .executeTakeFirstOrThrow();
    const listId = Number((adhoc as { id: number }).id);
    const [ada] = await insertContacts(t.app, admin.clientId, [{ email: 'ada@example.com' }]);
    for (const endpoint of ['AddListMembers', 'RemoveListMembers']) {
      const response = await audience(t.app, admin, endpoint, { listId, contactIds: [ada!.id] });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'Ad-hoc lists come from an import: their members cannot be changed',
      );
    }
    const lists = await audience(t.app, admin, 'GetLists', { pageNo: 1, pageSize: 10 });
    expect(lists.json().data.lists[0]).toMatchObject({ kind: 'adhoc', daysLeft: 88 });
    const adhocOnly = await audience(t.app, admin, 'GetLists', {
      kind: 'adhoc',
      search: 'IMPORT',
      pageNo: 1,
      pageSize: 10,
    });
    expect(adhocOnly.json().totalRows).toBe(1);
  });

  it('keeps another client out of the lists and contacts', async () => {
    const [ada] = await insertContacts(t.app, admin.clientId, [{ email: 'ada@example.com' }]);
    const list = await createList(admin, { name: 'Acme only', contactIds: [ada!.id] });
    for (const [endpoint, body] of [
      ['GetList', { listId: list.listId }],
      ['RenameList', { listId: list.listId, name: 'Taken over' }],
      ['AddListMembers', { listId: list.listId, identifiers: ['x@example.com'] }],
      ['RemoveListMembers', { listId: list.listId, contactIds: [ada!.id] }],
      ['GetListMembers', { listId: list.listId, pageNo: 1, pageSize: 10 }],
    ] as const) {
      expect((await audience(t.app, brand, endpoint, body)).statusCode, endpoint).toBe(404);
    }
    // Acme Outlet's own list cannot take Acme Retail's contacts, by id or by email.
    const own = await createList(brand, { name: 'Acme only', contactIds: [ada!.id] });
    expect(own.memberCount).toBe(0);
    const added = await audience(t.app, brand, 'AddListMembers', {
      listId: own.listId,
      contactIds: [ada!.id],
      identifiers: ['ada@example.com'],
    });
    expect(added.json().data).toMatchObject({ added: 0, notFound: ['ada@example.com'] });
    const lists = await audience(t.app, brand, 'GetLists', { pageNo: 1, pageSize: 10 });
    expect(lists.json().totalRows).toBe(1);
    expect(await memberCountOf(t.app, list.listId)).toBe(1);
  });

  it('keeps member_count true under concurrent overlapping adds and removes', async () => {
    const contacts = await insertContacts(
      t.app,
      admin.clientId,
      Array.from({ length: 30 }, (_, i) => ({ email: `busy${i}@example.com` })),
    );
    const ids = contacts.map((c) => c.id);
    const list = await createList(admin, { name: 'Busy list' });
    await Promise.all([
      ...[0, 5, 10, 15].map((start) =>
        audience(t.app, admin, 'AddListMembers', {
          listId: list.listId,
          contactIds: ids.slice(start, start + 15),
        }),
      ),
      audience(t.app, admin, 'RemoveListMembers', {
        listId: list.listId,
        contactIds: ids.slice(0, 3),
      }),
    ]);
    expect(await memberCountOf(t.app, list.listId)).toBeGreaterThanOrEqual(27);
  });
});
