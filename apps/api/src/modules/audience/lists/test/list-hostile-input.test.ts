import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../../../test/create-test-app.ts';
import {
  and,
  attr,
  audience,
  callers,
  clearAudience,
  createListsApp,
  insertAttributes,
  type TCaller,
} from './list-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;

beforeAll(async () => {
  t = await createListsApp();
  ({ admin } = await callers(t.app));
  await clearAudience(t.app, [admin.clientId]);
  await insertAttributes(t.app, admin.clientId, [{ key: 'city', type: 'text' }]);
});
afterAll(() => t.close());

const NUL = 'a\u0000b';

describe('hostile input to list endpoints, signed in', () => {
  it.each([
    ['GetLists', { search: NUL, pageNo: 1, pageSize: 10 }],
    ['CreateList', { name: `List ${NUL}` }],
    ['CheckListNameExists', { name: `List ${NUL}` }],
    ['AddListMembers', { listId: 1, identifiers: [NUL] }],
    ['GetListMembers', { listId: 1, search: NUL, pageNo: 1, pageSize: 10 }],
    ['PreviewDynamicCount', { rule: and(attr('city', { op: 'equals', value: NUL })) }],
    ['PreviewDynamicCount', { rule: and(attr('city', { op: 'anyOf', values: [NUL] })) }],
    ['GetLists', { pageNo: 1e6, pageSize: 100 }],
    ['GetListMembers', { listId: Number.MAX_SAFE_INTEGER, pageNo: 1, pageSize: 10 }],
    ['PreviewDynamicCount', { rule: { kind: 'group', op: 'and', conditions: 'x' } }],
    ['PreviewDynamicCount', { rule: and({ kind: 'event', op: 'has', eventType: 'opened' }) }],
    ['PreviewDynamicCount', { rule: and({ kind: 'nope' }) }],
    ['CreateList', { name: 'Both sources', contactIds: [1], fromDynamicListId: 1 }],
  ])('%s %j answers 4xx or 2xx, never 5xx', async (endpoint, body) => {
    const response = await audience(t.app, admin, endpoint, body);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.json().status).toBe(response.statusCode < 400);
  });
});
