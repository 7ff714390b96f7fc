import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { startApnsServer, startHttpPushServer } from '#/channels/push-servers.test-helpers.ts';
import { cs, type TCaller } from '../channel-common/channel-test-helpers.ts';
import { ANDROID_TOKEN, IOS_TOKEN, appCall, createPushApp } from './mobile-push.test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;
let appId: number;
let pushKey: string;
const GONE_TOKEN = 'fcm-token-GONE:APA91bHun4MxP5egoKMwt2KZFBa';
let fcm: Awaited<ReturnType<typeof startHttpPushServer>>;
let apns: Awaited<ReturnType<typeof startApnsServer>>;

async function apiKey(caller: TCaller, scopes: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/DataExchange/CreateApiKey',
    headers: { accesstoken: caller.accessToken },
    payload: { clientId: caller.clientId, name: `Backend ${scopes.join(' ')}`, scopes },
  });
  return res.json().data.key as string;
}
const api = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${key}` },
    payload,
  });

async function settled(broadcastId: number) {
  for (let i = 0; i < 100; i += 1) {
    const res = await api(pushKey, 'GET', `mobile-push/broadcasts/${broadcastId}`);
    if (['completed', 'failed'].includes(res.json().data.status)) return res.json().data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('broadcast did not finish');
}

beforeAll(async () => {
  fcm = await startHttpPushServer((request) => {
    if (request.path === '/token')
      return { status: 200, body: JSON.stringify({ access_token: 'ya29.t', expires_in: 3600 }) };
    const { message } = JSON.parse(request.body.toString());
    if (message.token === GONE_TOKEN) {
      return {
        status: 404,
        body: JSON.stringify({
          error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] },
        }),
      };
    }
    return { status: 200, body: JSON.stringify({ name: 'projects/acme-shop/messages/1' }) };
  });
  apns = await startApnsServer(() => ({ status: 200, headers: { 'apns-id': 'X' } }));
  t = await createTestApp({
    queue: true,
    env: {
      SEED_DEMO: 'true',
      ALLOW_PRIVATE_CHANNEL_HOSTS: 'true',
      FCM_BASE_URL: fcm.url,
      APNS_BASE_URL: apns.url,
    },
  });
  admin = await signIn(t.app, 'admin@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
  const created = await createPushApp(t.app, admin);
  appId = created.mobileAppId;
  pushKey = await apiKey(admin, ['push:send']);
  const template = (language: string, title: string) =>
    cs(t.app, admin, 'UpsertMobilePushTemplate', {
      mobileAppId: appId,
      name: 'Weekly offers',
      language,
      message: { title, body: 'b', deepLink: 'acme://offers' },
    });
  await template('en', 'Offers');
  await template('fr', 'Offres');
  for (const device of [
    { token: ANDROID_TOKEN, platform: 'android', language: 'fr' },
    { token: IOS_TOKEN, platform: 'ios', language: 'de' },
    { token: GONE_TOKEN, platform: 'android', language: 'en' },
  ]) {
    await appCall(t.app, created.appKey, 'devices', device);
  }
});
afterAll(async () => {
  await t.close();
  await fcm.close();
  await apns.close();
});

describe('broadcast API', () => {
  it('refuses bad requests, keys without push:send, and other clients’ apps', async () => {
    const both = await api(pushKey, 'POST', 'mobile-push/broadcast', {
      mobileAppId: appId,
      templateName: 'x',
      message: { title: 't', body: 'b' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.templateName).toBe('Send either templateName or message');
    const unknown = await api(pushKey, 'POST', 'mobile-push/broadcast', {
      mobileAppId: appId,
      templateName: 'Nope',
    });
    expect(unknown.statusCode).toBe(404);
    const readOnly = await apiKey(admin, ['contacts:read']);
    expect(
      (
        await api(readOnly, 'POST', 'mobile-push/broadcast', {
          mobileAppId: appId,
          templateName: 'Weekly offers',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/mobile-push/broadcast', payload: {} }))
        .statusCode,
    ).toBe(401);
    const brandKey = await apiKey(brand, ['push:send']);
    expect(
      (
        await api(brandKey, 'POST', 'mobile-push/broadcast', {
          mobileAppId: appId,
          templateName: 'Weekly offers',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('sends each device its language’s variant through FCM or APNs and drops gone tokens', async () => {
    const queued = await api(pushKey, 'POST', 'mobile-push/broadcast', {
      mobileAppId: appId,
      templateName: 'weekly offers',
    });
    expect(queued.statusCode).toBe(202);
    expect(queued.json().data).toMatchObject({ status: 'queued', total: 3, title: 'Offers' });
    const done = await settled(queued.json().data.broadcastId);
    expect(done).toMatchObject({ status: 'completed', total: 3, sent: 2, failed: 1 });

    const sends = fcm.received
      .filter((request) => request.path.endsWith('messages:send'))
      .map((request) => JSON.parse(request.body.toString()).message);
    expect(sends.find((m) => m.token === ANDROID_TOKEN)).toMatchObject({
      notification: { title: 'Offres' },
      data: { deepLink: 'acme://offers', messageId: `b${done.broadcastId}` },
    });
    expect(fcm.received.filter((request) => request.path === '/token')).toHaveLength(1);
    const [toApple] = apns.received;
    expect(toApple?.headers).toMatchObject({
      ':path': `/3/device/${IOS_TOKEN}`,
      'apns-topic': 'com.acme.shop',
    });
    expect(JSON.parse(toApple!.body).aps.alert.title).toBe('Offers');

    const devices = (
      await cs(t.app, admin, 'GetMobilePushDeviceList', { mobileAppId: appId, status: 'disabled' })
    ).json();
    expect(devices.totalRows).toBe(1);
    const analytics = (await cs(t.app, admin, 'GetMobilePushAnalyticsList')).json().data;
    expect(analytics.rows[0]).toMatchObject({ subscribers: 2, sent: 2 });
    expect(analytics.broadcasts[0]).toMatchObject({
      broadcastId: done.broadcastId,
      status: 'completed',
      sent: 2,
    });
    const brandKey = await apiKey(brand, ['push:send']);
    expect(
      (await api(brandKey, 'GET', `mobile-push/broadcasts/${done.broadcastId}`)).statusCode,
    ).toBe(404);
  });

  it('sends an inline message to one platform, and links a device to a contact', async () => {
    const queued = await api(pushKey, 'POST', 'mobile-push/broadcast', {
      mobileAppId: appId,
      platform: 'ios',
      message: {
        title: 'Flash sale',
        body: 'Today only',
        imageUrl: 'https://cdn.example.com/sale.png',
      },
    });
    const done = await settled(queued.json().data.broadcastId);
    expect(done).toMatchObject({ total: 1, sent: 1, failed: 0 });
    expect(JSON.parse(apns.received.at(-1)!.body)).toMatchObject({
      aps: { alert: { title: 'Flash sale' }, 'mutable-content': 1 },
    });

    const writer = await apiKey(admin, ['contacts:write']);
    const linked = await api(writer, 'POST', 'push/identify', {
      kind: 'device_token',
      value: IOS_TOKEN,
      mobile: '+447700900123',
    });
    expect(linked.statusCode).toBe(200);
    const list = await cs(t.app, admin, 'GetMobilePushDeviceList', {
      mobileAppId: appId,
      platform: 'ios',
    });
    expect(list.json().data.devices[0].contactMobile).toBe('+447700900123');
    expect(
      (
        await api(writer, 'POST', 'push/identify', {
          kind: 'device_token',
          value: GONE_TOKEN,
          mobile: '+447700900123',
        })
      ).statusCode,
    ).toBe(404);
  });
});
