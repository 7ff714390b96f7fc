import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import {
  fakeBrowserSubscription,
  startHttpPushServer,
} from '#/channels/push-servers.test-helpers.ts';
import { createChannelsApp, cs, type TCaller } from '../channel-common/channel-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await createChannelsApp({ ALLOW_PRIVATE_CHANNEL_HOSTS: 'true' });
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

const goal = (extra: object = {}) => ({
  name: 'Checkout',
  kind: 'url',
  match: 'contains',
  target: '/thanks',
  value: 25,
  ...extra,
});

describe('web push goal settings', () => {
  it.each([
    [{ name: '' }, 'name', 'Enter goal name'],
    [{ target: ' ' }, 'target', 'Enter what to match'],
    [{ value: -1 }, 'value', 'Enter a value between 0 and 999,999,999.99'],
    [{ value: 1.234 }, 'value', 'Enter a value between 0 and 999,999,999.99'],
    [{ kind: 'scroll' }, 'kind', 'Choose what the goal matches'],
  ])('refuses %j under its field', async (extra, field, message) => {
    const res = await cs(t.app, admin, 'UpsertWebPushGoalSetting', goal(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('adds, edits with a version, refuses duplicates, and deletes', async () => {
    const added = await cs(t.app, admin, 'UpsertWebPushGoalSetting', goal());
    expect(added.statusCode).toBe(200);
    const saved = added.json().data.goal;
    expect(saved).toMatchObject({ name: 'Checkout', kind: 'url', value: 25, conversions: 0 });
    const dup = await cs(t.app, admin, 'UpsertWebPushGoalSetting', goal({ name: 'CHECKOUT' }));
    expect(dup.json().errors.name).toBe('A goal with this name already exists');
    const edit = { ...goal({ value: null }), goalId: saved.goalId, updatedAt: saved.updatedAt };
    const edited = await cs(t.app, admin, 'UpsertWebPushGoalSetting', edit);
    expect(edited.json().data.goal.value).toBeNull();
    expect((await cs(t.app, admin, 'UpsertWebPushGoalSetting', edit)).statusCode).toBe(409);
    const listed = await cs(t.app, viewer, 'GetWebPushGoalSettings');
    expect(listed.json().data.goals).toHaveLength(1);

    expect(
      (await cs(t.app, viewer, 'UpsertWebPushGoalSetting', goal({ name: 'Other' }))).statusCode,
    ).toBe(403);
    expect((await cs(t.app, brand, 'GetWebPushGoalSettings')).json().data.goals).toEqual([]);
    expect(
      (await cs(t.app, brand, 'DeleteWebPushGoalSetting', { goalId: saved.goalId })).statusCode,
    ).toBe(404);
    expect(
      (
        await cs(t.app, brand, 'UpsertWebPushGoalSetting', {
          ...edit,
          updatedAt: edited.json().data.goal.updatedAt,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await cs(t.app, viewer, 'DeleteWebPushGoalSetting', { goalId: saved.goalId })).statusCode,
    ).toBe(403);
    expect(
      (await cs(t.app, admin, 'DeleteWebPushGoalSetting', { goalId: saved.goalId })).statusCode,
    ).toBe(200);
    expect(
      (await cs(t.app, admin, 'DeleteWebPushGoalSetting', { goalId: saved.goalId })).statusCode,
    ).toBe(404);
  });

  it('refuses another client named in the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/CommunicationSetting/GetWebPushGoalSettings',
      headers: { accesstoken: brand.accessToken },
      payload: { clientId: admin.clientId },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('test push', () => {
  it('needs VAPID keys, then pushes to the admin’s browser through the push service', async () => {
    const service = await startHttpPushServer((request) =>
      request.path.endsWith('/gone') ? { status: 410 } : { status: 201 },
    );
    closers.push(service.close);
    const browser = fakeBrowserSubscription(`${service.url}/push/admin-browser`);
    const saved = await cs(t.app, admin, 'SaveWebPushSubscription', {
      subscription: browser.subscription,
    });
    expect(saved.statusCode).toBe(200);
    const { subscriptionId } = saved.json().data;
    const push = (id: number, extra: object = {}) =>
      cs(t.app, admin, 'SendTestWebPush', {
        subscriptionId: id,
        title: 'Hello',
        body: 'It works',
        url: 'https://shop.example.com/',
        ...extra,
      });

    const noKeys = await push(subscriptionId);
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.json().message).toBe('Generate the VAPID keys first');
    const generated = await cs(t.app, admin, 'GenerateVapidKeys');
    expect(generated.body).not.toMatch(/privateKey/i);

    const sent = await push(subscriptionId);
    expect(sent.json().data).toEqual({ ok: true, response: '201' });
    const payload = JSON.parse(browser.decrypt(service.received[0]!.body));
    expect(payload).toMatchObject({
      title: 'Hello',
      body: 'It works',
      url: 'https://shop.example.com/',
    });
    expect(payload.messageId).toMatch(/^test-/);

    expect(
      (await push(subscriptionId, { url: 'http://insecure.example.com' })).json().errors.url,
    ).toBe('Enter valid HTTPS URL');
    expect((await push(subscriptionId, { title: '' })).json().errors.title).toBe('Enter title');
    expect(
      (await cs(t.app, viewer, 'SendTestWebPush', { subscriptionId, title: 't', body: 'b' }))
        .statusCode,
    ).toBe(403);
    // Another client's admin finds no such subscription.
    expect(
      (await cs(t.app, brand, 'SendTestWebPush', { subscriptionId, title: 't', body: 'b' }))
        .statusCode,
    ).toBe(404);

    const gone = await cs(t.app, admin, 'SaveWebPushSubscription', {
      subscription: fakeBrowserSubscription(`${service.url}/push/gone`).subscription,
    });
    const goneId = gone.json().data.subscriptionId;
    expect((await push(goneId)).json().data).toEqual({
      ok: false,
      response: 'The browser has ended this subscription; it was removed',
    });
    expect((await push(goneId)).statusCode).toBe(404);
  });

  it('lists the admin’s browser under the product’s own host', async () => {
    const list = await cs(t.app, viewer, 'GetWebPushSubscriptions', { page: 1, pageSize: 5 });
    expect(list.json().data.subscriptions).toEqual([
      expect.objectContaining({ domain: 'localhost', pushService: '127.0.0.1' }),
    ]);
    const analytics = await cs(t.app, viewer, 'GetWebPushAnalyticsList');
    expect(analytics.json().data.rows).toEqual([
      {
        key: 'localhost',
        label: 'localhost',
        subscribers: 1,
        sent: 0,
        delivered: 0,
        clicked: 0,
        converted: 0,
      },
    ]);
    expect(
      (await cs(t.app, viewer, 'GetWebPushSubscriptions', { pageSize: 1000 })).statusCode,
    ).toBe(400);
  });
});
