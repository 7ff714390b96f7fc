import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { fakeBrowserSubscription } from '#/channels/push-servers.test-helpers.ts';
import { createChannelsApp, cs, type TCaller } from '../channel-common/channel-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;
let key: string;
const ORIGIN = 'https://shop.example.com';

beforeAll(async () => {
  t = await createChannelsApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  admin = await signIn(t.app, 'admin@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
  key = (await cs(t.app, admin, 'GenerateVapidKeys')).json().data.setting.vapidPublicKey;
  await cs(t.app, admin, 'AddWebPushDomain', { domain: 'shop.example.com' });
});
afterAll(() => t.close());

const call = (action: string, payload: object, origin = ORIGIN, vapidKey = key) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/web-push/${vapidKey}/${action}`,
    headers: { origin, 'user-agent': 'Mozilla/5.0 Chrome/131.0 Safari/537.36' },
    payload,
  });
const browser = (n: number) =>
  fakeBrowserSubscription(`https://fcm.googleapis.com/fcm/send/device-${n}`);

describe('public web push endpoints', () => {
  it('answers CORS only to an allowed domain of the key', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: `/api/v1/web-push/${key}/subscribe`,
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const ok = await preflight(ORIGIN);
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(ok.headers['access-control-allow-headers']).toBe('content-type');
    const evil = await preflight('https://evil.example.net');
    expect(evil.statusCode).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    // The domain is Acme Retail's; Acme Outlet's key (none here) or a made-up key finds nothing.
    const made = await call(
      'subscribe',
      { subscription: browser(0).subscription },
      ORIGIN,
      `B${'A'.repeat(86)}`,
    );
    expect(made.statusCode).toBe(403);
    expect(made.json().message).toBe('This site is not allowed to subscribe');
    expect(
      (await call('subscribe', { subscription: browser(0).subscription }, '')).statusCode,
    ).toBe(403);
  });

  it('validates subscriptions: HTTPS endpoints and real P-256 keys only', async () => {
    const { subscription } = browser(1);
    const plain = await call('subscribe', {
      subscription: { ...subscription, endpoint: 'http://push.example.com/x' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('The subscription endpoint must be an HTTPS URL');
    const badKey = await call('subscribe', {
      subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } },
    });
    expect(badKey.statusCode).toBe(400);
    const notJson = await call('subscribe', { subscription: 'x' });
    expect(notJson.statusCode).toBe(400);
  });

  it('subscribes, refreshes, records events and conversions, and counts them per domain', async () => {
    const first = browser(2);
    const res = await call('subscribe', { subscription: first.subscription });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect((await call('subscribe', { subscription: first.subscription })).statusCode).toBe(200);
    const rows = await sql<{
      n: number;
    }>`select count(*)::int n from web_push_subscriptions`.execute(t.app.ownerDb);
    expect(rows.rows[0]?.n).toBe(1);

    await cs(t.app, admin, 'UpsertWebPushGoalSetting', {
      name: 'Checkout',
      kind: 'url',
      match: 'contains',
      target: '/checkout/done',
      value: 40,
    });
    await cs(t.app, admin, 'UpsertWebPushGoalSetting', {
      name: 'Signup',
      kind: 'event',
      match: 'equals',
      target: 'signup',
      value: null,
    });
    const endpoint = first.subscription.endpoint;
    const event = (body: object) => call('events', { endpoint, ...body });
    expect(
      (await event({ type: 'page_view', url: 'https://shop.example.com/' })).json().data.accepted,
    ).toBe(true);
    await event({ type: 'page_view', url: 'https://shop.example.com/checkout/done?id=9' });
    expect(
      (await event({ type: 'custom', name: 'SIGNUP', value: 12.5 })).json().data.accepted,
    ).toBe(true);
    expect((await event({ type: 'custom', name: 'unmatched' })).json().data.accepted).toBe(false);
    await event({ type: 'delivered', messageId: 'm-1' });
    await event({ type: 'delivered', messageId: 'm-1' }); // the same message counts once
    await event({ type: 'clicked', messageId: 'm-1' });
    await event({ type: 'clicked', messageId: 'test-123' }); // test pushes are not counted
    const stranger = await call('events', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/unknown',
      type: 'page_view',
    });
    expect(stranger.json().data.accepted).toBe(false);

    const analytics = (await cs(t.app, admin, 'GetWebPushAnalyticsList')).json().data;
    expect(analytics.rows).toEqual([
      {
        key: 'shop.example.com',
        label: 'shop.example.com',
        subscribers: 1,
        sent: 0,
        delivered: 1,
        clicked: 1,
        converted: 2,
      },
    ]);
    const goals = (await cs(t.app, admin, 'GetWebPushGoalSettings')).json().data.goals;
    expect(
      goals.map((g: { name: string; conversions: number }) => [g.name, g.conversions]),
    ).toEqual([
      ['Checkout', 1],
      ['Signup', 1],
    ]);
    const revenue = await sql<{
      r: string;
    }>`select revenue r from contact_events where type = 'converted' order by revenue`.execute(
      t.app.ownerDb,
    );
    expect(revenue.rows.map((r) => r.r)).toEqual(['12.50', '40.00']);
    const events = (await cs(t.app, admin, 'GetWebPushEvents')).json().data.events;
    expect(
      Object.fromEntries(events.map((e: { key: string; count: number }) => [e.key, e.count])),
    ).toEqual({
      page_view: 2,
      custom: 2,
      delivered: 1,
      clicked: 1,
    });
    // Acme Outlet sees none of it.
    expect((await cs(t.app, brand, 'GetWebPushAnalyticsList')).json().data.rows).toEqual([]);
    expect((await cs(t.app, brand, 'GetWebPushSubscriptions')).json().data.subscriptions).toEqual(
      [],
    );
  });

  it('lists subscribers without their endpoints, and links one to a contact through the REST API', async () => {
    const list = await cs(t.app, admin, 'GetWebPushSubscriptions', { page: 1, pageSize: 10 });
    expect(list.json().totalRows).toBe(1);
    expect(list.json().data.subscriptions[0]).toMatchObject({
      domain: 'shop.example.com',
      pushService: 'fcm.googleapis.com',
      browser: 'Chrome',
      contactEmail: null,
    });
    expect(list.body).not.toContain('device-2');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/DataExchange/CreateApiKey',
      headers: { accesstoken: admin.accessToken },
      payload: { clientId: admin.clientId, name: 'Shop backend', scopes: ['contacts:write'] },
    });
    const apiKey = created.json().data.key as string;
    const identify = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/push/identify',
        headers: { authorization: `Bearer ${apiKey}` },
        payload,
      });
    const endpoint = browser(2).subscription.endpoint;
    const bad = await identify({ kind: 'web_push', value: endpoint, email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await identify({
          kind: 'web_push',
          value: 'https://fcm.googleapis.com/x',
          email: 'ann@example.com',
        })
      ).statusCode,
    ).toBe(404);
    const linked = await identify({
      kind: 'web_push',
      value: endpoint,
      email: 'Ann@Example.com',
      firstName: 'Ann',
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.created).toBe(true);
    const again = await identify({ kind: 'web_push', value: endpoint, email: 'ann@example.com' });
    expect(again.json().data).toEqual({
      passportId: linked.json().data.passportId,
      created: false,
    });
    const listed = await cs(t.app, admin, 'GetWebPushSubscriptions');
    expect(listed.json().data.subscriptions[0].contactEmail).toBe('ann@example.com');
    const noScope = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/identify',
      payload: { kind: 'web_push', value: endpoint, email: 'a@b.co' },
    });
    expect(noScope.statusCode).toBe(401);
  });

  it('unsubscribes and serves the service worker with the key', async () => {
    const endpoint = browser(2).subscription.endpoint;
    expect((await call('unsubscribe', { endpoint })).json().data.accepted).toBe(true);
    const identities = await sql<{
      n: number;
    }>`select count(*)::int n from contact_identities where value = ${endpoint}`.execute(
      t.app.ownerDb,
    );
    expect(identities.rows[0]?.n).toBe(0);
    const sw = await t.app.inject({ url: `/api/v1/web-push/${key}/resonate-sw.js` });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toContain('text/javascript');
    expect(sw.body).toContain(`const RESONATE_VAPID_PUBLIC_KEY = '${key}'`);
    expect(sw.body).toContain("self.addEventListener('push'");
    expect((await t.app.inject({ url: '/api/v1/web-push/nope/resonate-sw.js' })).statusCode).toBe(
      400,
    );
  });
});
