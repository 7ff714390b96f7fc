import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAudience, seedDemoLists } from '#/modules/demo/index.ts';
import type { TTestApp } from '../../../../../test/create-test-app.ts';
import {
  audience,
  callers,
  createListsApp,
  memberCountOf,
  type TCaller,
} from './list-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;

beforeAll(async () => {
  t = await createListsApp();
  ({ admin } = await callers(t.app));
  // API tests start from an empty audience; seed it and the lists as a first start does.
  await t.app.ownerDb.transaction().execute(async (trx) => {
    await seedDemoAudience(trx);
    await seedDemoLists(trx);
  });
});
afterAll(() => t.close());

describe('demo lists', () => {
  it('seeds target, ad-hoc and dynamic lists whose rules evaluate', async () => {
    const statics = await audience(t.app, admin, 'GetLists', { pageNo: 1, pageSize: 10 });
    const lists = statics.json().data.lists as { listId: number; name: string; kind: string }[];
    expect(lists.map((l) => `${l.kind}:${l.name}`).sort()).toEqual([
      'adhoc:Spring sale upload',
      'target:Newsletter, Manchester',
      'target:VIP customers',
    ]);
    for (const list of lists) expect(await memberCountOf(t.app, list.listId)).toBeGreaterThan(0);

    const dynamics = await audience(t.app, admin, 'GetLists', {
      kind: 'dynamic',
      pageNo: 1,
      pageSize: 10,
    });
    for (const list of dynamics.json().data.lists as { listId: number }[]) {
      const detail = await audience(t.app, admin, 'GetList', { listId: list.listId });
      const { rule } = detail.json().data.list;
      const preview = await audience(t.app, admin, 'PreviewDynamicCount', { rule });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data.count).toBeGreaterThan(0);
    }
    expect(dynamics.json().totalRows).toBe(2);
  });
});
