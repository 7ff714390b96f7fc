import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZRuleDraftSchema } from '@resonate/contracts/audience/dynamic-rules';
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
  insertEvents,
  or,
  type TCaller,
} from './list-test-helpers.ts';
import { selectionFrom } from '../contact-selection.ts';
import { ruleSelection } from '../dynamic/rule-sql.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;
let people: { id: number; passportId: string }[];

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
    { key: 'birthday', type: 'date' },
    { key: 'vip', type: 'boolean' },
    { key: 'plan', type: 'list', options: ['Free', 'Pro', 'Team'] },
  ]);
  people = await insertContacts(t.app, admin.clientId, [
    {
      email: 'ada@example.com',
      firstName: 'Ada',
      attributes: { city: 'London', orders: 12, birthday: '1990-05-01', vip: true, plan: 'Pro' },
      consent: { email: 'subscribed', sms: 'unsubscribed' },
    },
    {
      email: 'bob@example.com',
      firstName: 'Bob',
      attributes: { city: 'Leeds', orders: 3, birthday: '1985-12-24', vip: false, plan: 'Free' },
      consent: { email: 'unsubscribed' },
    },
    // A number stored as text (checkAttributeValue never stores one) is not a number.
    { mobile: '+447700900123', firstName: 'Cy', attributes: { orders: '7' } },
  ]);
});

async function preview(rule: object, caller = admin) {
  const response = await audience(t.app, caller, 'PreviewDynamicCount', { rule });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { count: number; sample: { firstName: string }[] };
}

/** The rule in the joined shape that exports, sends and the 360 probe use (see TSetShape). */
async function joinedCount(rule: object) {
  const selection = ruleSelection(admin.clientId, ZRuleDraftSchema.parse(rule), 'joined');
  const result = await sql<{ n: string }>`select count(*) as n
    from ${selectionFrom(admin.clientId, selection)}`.execute(t.app.ownerDb);
  return Number(result.rows[0]!.n);
}

/** The preview's count (hashed sets), which the joined shape must agree with. */
async function count(rule: object) {
  const { count: previewed } = await preview(rule);
  expect(await joinedCount(rule)).toBe(previewed);
  return previewed;
}

describe('dynamic list rules', () => {
  it.each([
    ['text equals (any case)', attr('city', { op: 'equals', value: 'LONDON' }), 1],
    ['text not equals includes empty', attr('city', { op: 'notEquals', value: 'London' }), 2],
    ['text contains', attr('city', { op: 'contains', value: 'e' }), 1],
    ['text starts with', attr('city', { op: 'startsWith', value: 'lo' }), 1],
    ['text is empty', attr('city', { op: 'isEmpty' }), 1],
    ['number >', attr('orders', { op: 'gt', value: 5 }), 1],
    ['number <=', attr('orders', { op: 'lte', value: 3 }), 1],
    ['number !=', attr('orders', { op: 'neq', value: 3 }), 1],
    ['number between', attr('orders', { op: 'between', value: 3, value2: 12 }), 2],
    ['number is empty', attr('orders', { op: 'isEmpty' }), 0],
    ['number =', attr('orders', { op: 'eq', value: 12 }), 1],
    ['date before', attr('birthday', { op: 'before', value: '1990-01-01' }), 1],
    ['date on', attr('birthday', { op: 'on', value: '1990-05-01' }), 1],
    ['date more than N days ago', attr('birthday', { op: 'moreThanDaysAgo', days: 365 }), 2],
    ['boolean is true', attr('vip', { op: 'isTrue' }), 1],
    ['boolean is false', attr('vip', { op: 'isFalse' }), 1],
    ['list any of', attr('plan', { op: 'anyOf', values: ['Pro', 'Team'] }), 1],
    ['list none of', attr('plan', { op: 'noneOf', values: ['Pro'] }), 2],
    [
      'field starts with',
      { kind: 'field', field: 'email', test: { op: 'startsWith', value: 'AD' } },
      1,
    ],
    ['field is empty', { kind: 'field', field: 'email', test: { op: 'isEmpty' } }, 1],
    [
      'created in the last days',
      { kind: 'field', field: 'createdAt', test: { op: 'inLastDays', days: 1 } },
      3,
    ],
    ['consent subscribed', { kind: 'consent', channel: 'email', status: 'subscribed' }, 1],
    [
      'consent not unsubscribed',
      { kind: 'consent', channel: 'email', status: 'notUnsubscribed' },
      2,
    ],
    ['consent unsubscribed', { kind: 'consent', channel: 'sms', status: 'unsubscribed' }, 1],
  ])('%s', async (_name, condition, expected) => {
    expect(await count(and(condition))).toBe(expected);
  });

  it('combines AND and OR groups, and an empty rule matches everyone', async () => {
    const rule = or(
      and(attr('city', { op: 'equals', value: 'Leeds' }), attr('vip', { op: 'isFalse' })),
      attr('orders', { op: 'gte', value: 10 }),
    );
    const result = await preview(rule);
    expect(result.count).toBe(2);
    expect(result.sample.map((s) => s.firstName).sort()).toEqual(['Ada', 'Bob']);
    expect(await count(and())).toBe(3);
  });

  it('evaluates events: has / has not, channel, minimum count and revenue', async () => {
    const [ada, bob] = people;
    await insertEvents(t.app, admin.clientId, [
      { passportId: ada!.passportId, type: 'opened', daysAgo: 2, channelId: 1 },
      { passportId: ada!.passportId, type: 'opened', daysAgo: 5, channelId: 1 },
      { passportId: bob!.passportId, type: 'opened', daysAgo: 40, channelId: 1 },
      { passportId: bob!.passportId, type: 'converted', daysAgo: 3, revenue: 60 },
      { passportId: bob!.passportId, type: 'converted', daysAgo: 4, revenue: 50 },
      { passportId: ada!.passportId, type: 'converted', daysAgo: 4, revenue: 90 },
    ]);
    const opened = { kind: 'event', op: 'has', eventType: 'opened', days: 30 };
    expect(await count(and(opened))).toBe(1);
    expect(await count(and({ ...opened, op: 'hasNot' }))).toBe(2);
    expect(await count(and({ ...opened, days: 60 }))).toBe(2);
    expect(await count(and({ ...opened, minCount: 2 }))).toBe(1);
    expect(await count(and({ ...opened, channelId: 2 }))).toBe(0);
    expect(await count(and({ kind: 'revenue', minRevenue: 100, days: 30 }))).toBe(1);
    expect(await count(and({ kind: 'revenue', minRevenue: 80, days: 30 }))).toBe(2);
    // Under OR the same tests are per-contact sets; the answers must not change.
    const never = attr('city', { op: 'equals', value: 'Atlantis' });
    expect(await count(or(opened, never))).toBe(1);
    expect(await count(or({ ...opened, op: 'hasNot' }, never))).toBe(2);
    expect(await count(or({ ...opened, minCount: 2 }, never))).toBe(1);
    expect(await count(or({ kind: 'revenue', minRevenue: 100, days: 30 }, never))).toBe(1);
    expect(
      await count(or({ ...opened, op: 'hasNot' }, attr('city', { op: 'equals', value: 'London' }))),
    ).toBe(3);
  });

  it('evaluates list membership of target lists', async () => {
    const created = await audience(t.app, admin, 'CreateList', {
      name: 'Members',
      contactIds: [people[0]!.id],
    });
    const { listId } = created.json().data.list;
    expect(await count(and({ kind: 'list', op: 'in', listId }))).toBe(1);
    expect(await count(and({ kind: 'list', op: 'notIn', listId }))).toBe(2);
    const never = attr('city', { op: 'equals', value: 'Atlantis' });
    expect(await count(or({ kind: 'list', op: 'in', listId }, never))).toBe(1);
    expect(await count(or({ kind: 'list', op: 'notIn', listId }, never))).toBe(2);
  });

  it('treats SQL-looking values as data', async () => {
    const injection = "x' or 1=1; drop table contacts; --";
    expect(await count(and(attr('city', { op: 'equals', value: injection })))).toBe(0);
    expect(await count(and(attr('city', { op: 'notEquals', value: injection })))).toBe(3);
    const field = { kind: 'field', field: 'firstName', test: { op: 'contains', value: "'; --" } };
    expect(await count(and(field))).toBe(0);
    expect(await count(and())).toBe(3);
  });
});
