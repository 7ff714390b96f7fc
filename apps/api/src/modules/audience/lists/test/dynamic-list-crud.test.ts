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

const londoners = and(attr('city', { op: 'equals', value: 'London' }));

async function createDynamic(name: string, rule: object = londoners) {
  const response = await audience(t.app, admin, 'CreateDynamicList', { name, rule });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.list as { listId: number; memberCount: null; rule: unknown };
}

const deep = (levels: number): object =>
  levels === 1 ? and(londoners.conditions[0]!) : and(deep(levels - 1));

describe('dynamic lists', () => {
  it('saves the rule only, and members follow contact changes at once', async () => {
    const list = await createDynamic('Londoners');
    expect(list).toMatchObject({ kind: 'dynamic', memberCount: null, rule: londoners });
    const members = () =>
      audience(t.app, admin, 'GetListMembers', { listId: list.listId, pageNo: 1, pageSize: 10 });
    const countNow = async () =>
      (await audience(t.app, admin, 'GetListCount', { listId: list.listId })).json().data.count;
    expect(await countNow()).toBe(0);

    const [ada] = await insertContacts(t.app, admin.clientId, [
      { email: 'ada@example.com', attributes: { city: 'London' } },
      { email: 'bob@example.com', attributes: { city: 'Leeds' } },
    ]);
    expect(await countNow()).toBe(1);
    expect((await members()).json()).toMatchObject({
      totalRows: 1,
      data: { members: [{ email: 'ada@example.com', addedAt: null }] },
    });
    await t.app.ownerDb
      .updateTable('contacts' as never)
      .set({ attributes: JSON.stringify({ city: 'Paris' }) } as never)
      .where('id' as never, '=', ada!.id as never)
      .execute();
    expect(await countNow()).toBe(0);

    const lists = await audience(t.app, admin, 'GetLists', {
      kind: 'dynamic',
      pageNo: 1,
      pageSize: 10,
    });
    expect(lists.json().data.lists).toEqual([
      expect.objectContaining({ name: 'Londoners', memberCount: null }),
    ]);
  });

  it('updates the name and rule; a snapshot makes a target list of the members now', async () => {
    const list = await createDynamic('Londoners');
    await insertContacts(t.app, admin.clientId, [
      { email: 'ada@example.com', attributes: { city: 'London', orders: 3 } },
      { email: 'bob@example.com', attributes: { city: 'Leeds', orders: 9 } },
    ]);
    const busy = and(attr('orders', { op: 'gt', value: 5 }));
    const updated = await audience(t.app, admin, 'UpdateDynamicList', {
      listId: list.listId,
      name: 'Busy buyers',
      rule: busy,
    });
    expect(updated.json().data.list).toMatchObject({ name: 'Busy buyers', rule: busy });

    const snapshot = await audience(t.app, admin, 'CreateList', {
      name: 'Busy buyers today',
      fromDynamicListId: list.listId,
    });
    expect(snapshot.json().data.list).toMatchObject({
      kind: 'target',
      source: 'dynamic',
      memberCount: 1,
    });
  });

  it.each([
    [
      'an unknown attribute',
      and(attr('shoe_size', { op: 'eq', value: 9 })),
      'rule.conditions.0.key',
      'This attribute does not exist',
    ],
    [
      'an operator of another type',
      and(attr('city', { op: 'gt', value: 9 })),
      'rule.conditions.0.test.op',
      'This operator does not fit the field type',
    ],
    [
      'a list that is not the client’s',
      and({ kind: 'list', op: 'in', listId: 999999 }),
      'rule.conditions.0.listId',
      'Choose a target or ad-hoc list',
    ],
  ])('refuses %s with a field message', async (_name, rule, path, message) => {
    for (const endpoint of ['CreateDynamicList', 'PreviewDynamicCount']) {
      const response = await audience(t.app, admin, endpoint, { name: 'Broken rule', rule });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [path]: message });
    }
  });

  it.each([
    ['too deep', deep(4), 'Groups can be nested at most 3 levels deep'],
    [
      'too many',
      and(...Array.from({ length: 51 }, () => londoners.conditions[0]!)),
      'A rule can have at most 50 conditions',
    ],
    ['empty', and(), 'Add at least one condition'],
    [
      'a field with a number operator',
      and({ kind: 'field', field: 'email', test: { op: 'gt', value: 1 } }),
      'This operator does not fit the field type',
    ],
    [
      'a bad date',
      and({ kind: 'field', field: 'createdAt', test: { op: 'on', value: '2026-13-45' } }),
      'Enter a date as YYYY-MM-DD',
    ],
    [
      'a reversed range',
      and(attr('orders', { op: 'between', value: 9, value2: 1 })),
      'The first number must not be greater than the second',
    ],
    ['no value', and(attr('city', { op: 'equals', value: '  ' })), 'Enter a value'],
    ['an unknown operator', and(attr('city', { op: 'regex', value: '.*' })), 'Choose an operator'],
  ])('refuses a rule that is %s', async (_name, rule, message) => {
    const response = await audience(t.app, admin, 'CreateDynamicList', { name: 'Bad rule', rule });
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().errors)).toContain(message);
  });

  it('allows three levels of groups', async () => {
    await createDynamic('Deep enough', deep(3));
  });

  it('keeps names unique across kinds, in any case', async () => {
    await createDynamic('Londoners');
    const again = await audience(t.app, admin, 'CreateDynamicList', {
      name: 'LONDONERS',
      rule: londoners,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A list with this name already exists');
    const target = await audience(t.app, admin, 'CreateList', { name: ' londoners ' });
    expect(target.statusCode).toBe(409);
  });

  it('keeps another client out: no reading, counting, changing or referencing', async () => {
    const list = await createDynamic('Londoners');
    await insertContacts(t.app, admin.clientId, [
      { email: 'ada@example.com', attributes: { city: 'London' } },
    ]);
    for (const [endpoint, body] of [
      ['GetList', { listId: list.listId }],
      ['GetListCount', { listId: list.listId }],
      ['GetListMembers', { listId: list.listId, pageNo: 1, pageSize: 10 }],
      ['UpdateDynamicList', { listId: list.listId, name: 'Mine now', rule: londoners }],
      ['CreateList', { name: 'Stolen snapshot', fromDynamicListId: list.listId }],
      ['DeleteList', { listId: list.listId }],
    ] as const) {
      const response = await audience(t.app, brand, endpoint, body);
      expect(response.statusCode, endpoint).toBe(404);
    }
    // Acme Outlet has no "city" attribute, and an empty rule counts its own contacts only.
    const preview = await audience(t.app, brand, 'PreviewDynamicCount', { rule: londoners });
    expect(preview.statusCode).toBe(400);
    const all = await audience(t.app, brand, 'PreviewDynamicCount', { rule: and() });
    expect(all.json().data.count).toBe(0);
    const lists = await audience(t.app, brand, 'GetLists', {
      kind: 'dynamic',
      pageNo: 1,
      pageSize: 10,
    });
    expect(lists.json().totalRows).toBe(0);
  });
});
