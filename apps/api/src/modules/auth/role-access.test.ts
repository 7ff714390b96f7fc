import { FEATURE_IDS, ROLE_DENIES_CHANGE } from '@resonate/contracts/features';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';

/** Create, edit and delete rights of a role are enforced by the API, not only by the pages. */
describe('role rights on changes', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  });
  afterAll(() => t.close());

  const post = (token: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { accesstoken: token }, payload });

  it('a viewer reads the audience but cannot change it', async () => {
    const viewer = await signIn(t.app, 'viewer@acme.test');
    const read = await post(viewer.accessToken, '/api/Audience/GetLists', {
      pageNo: 1,
      pageSize: 10,
    });
    expect(read.statusCode).toBe(200);
    const write = await post(viewer.accessToken, '/api/Audience/CreateList', {
      name: 'Viewer list',
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ status: false, message: ROLE_DENIES_CHANGE });
  });

  it('each right is checked on its own: create allowed, delete refused', async () => {
    const viewer = await signIn(t.app, 'viewer@acme.test');
    await sql`update role_permissions rp set can_create = true, can_delete = false
      from users u where u.email = 'viewer@acme.test' and rp.role_id = u.role_id
        and rp.feature_id = ${FEATURE_IDS.audience}`.execute(t.app.ownerDb);
    t.app.sessionCache.clear();
    const again = await signIn(t.app, 'viewer@acme.test');
    const created = await post(again.accessToken, '/api/Audience/CreateList', {
      name: 'Viewer list',
    });
    expect(created.statusCode).toBe(200);
    const listId = created.json().data.list.listId;
    const deleted = await post(again.accessToken, '/api/Audience/DeleteList', { listId });
    expect(deleted.statusCode).toBe(403);
    expect(viewer.accessToken).not.toBe(again.accessToken);
  });

  it('an account admin may do everything', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    const created = await post(admin.accessToken, '/api/Audience/CreateList', {
      name: 'Admin list',
    });
    expect(created.statusCode).toBe(200);
  });
});
