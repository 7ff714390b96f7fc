import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeBrowserSubscription,
  startApnsServer,
  startHttpPushServer,
} from '#/channels/push-servers.test-helpers.ts';
import {
  cs,
  ANDROID_TOKEN,
  IOS_TOKEN,
  createPushApp,
} from '#/modules/communication-settings/testing.ts';
import {
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import {
  insertChannelCommunication,
  messagesByAddress,
  providerPause,
  sendThroughEngine,
} from './test/channel-engine-fixture.ts';

/**
 * Web push and mobile push campaigns sent by the engine (issue 22, item 10): launch, run, the
 * send gate and the push senders, to local stand-ins of the push services: a web push endpoint
 * that decrypts the RFC 8291 payload as the browser would, an FCM HTTP v1 endpoint (with its
 * OAuth token endpoint) and an APNs HTTP/2 endpoint.
 */

let f: TCommunicationFixture;
let service: Awaited<ReturnType<typeof startHttpPushServer>>;
let fcm: Awaited<ReturnType<typeof startHttpPushServer>>;
let apns: Awaited<ReturnType<typeof startApnsServer>>;
let throttleWebPush = 0;
let throttleFcm = 0;
const GONE_TOKEN = 'fcm-token-GONE:APA91bHun4MxP5egoKMwt2KZFBa';
const tooMany = { status: 429, headers: { 'retry-after': '1' }, body: 'slow down' };

beforeAll(async () => {
  service = await startHttpPushServer((request) => {
    if (throttleWebPush > 0) {
      throttleWebPush -= 1;
      return tooMany;
    }
    if (request.path.endsWith('/gone'))
      return { status: 410, body: 'push subscription has unsubscribed or expired' };
    return {
      status: 201,
      headers: { location: `https://push.example/m/${request.path.split('/').pop()}` },
    };
  });
  fcm = await startHttpPushServer((request) => {
    if (request.path === '/token') {
      return { status: 200, body: JSON.stringify({ access_token: 'ya29.t', expires_in: 3600 }) };
    }
    if (throttleFcm > 0) {
      throttleFcm -= 1;
      return {
        ...tooMany,
        body: JSON.stringify({
          error: { status: 'RESOURCE_EXHAUSTED', details: [{ errorCode: 'QUOTA_EXCEEDED' }] },
        }),
      };
    }
    const { message } = JSON.parse(request.body.toString());
    if (message.token === GONE_TOKEN) {
      return {
        status: 404,
        body: JSON.stringify({
          error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] },
        }),
      };
    }
    return {
      status: 200,
      body: JSON.stringify({ name: `projects/acme-shop/messages/${message.token.slice(-4)}` }),
    };
  });
  apns = await startApnsServer(() => ({ status: 200, headers: { 'apns-id': 'APNS-ID-1' } }));
  f = await createCommunicationFixture({
    contacts: 4,
    smtp: false,
    env: { FCM_BASE_URL: fcm.url, APNS_BASE_URL: apns.url },
  });
}, 60_000);
afterAll(async () => {
  await f.close();
  await Promise.all([service.close(), fcm.close(), apns.close()]);
});

/** Links an address of the channel to the fixture's i-th contact, as identify does. */
async function identify(i: number, kind: 'web_push' | 'device_token', value: string) {
  await ownerOf(f.app)
    .insertInto('contact_identities')
    .values({
      client_id: f.clientId,
      contact_id: f.contacts[i]!.contactId,
      kind,
      value,
      details: '{}',
    })
    .execute();
}

describe('a web push campaign through the engine', () => {
  it('delivers each browser its encrypted notification, records the push id, suppresses an ended subscription and waits out a 429', async () => {
    const setting = await cs(f.app, f.admin, 'UpsertWebPushSetting', {
      apiKey: 'AIzaSyA-web-push-key',
      authDomain: 'acme-retail.firebaseapp.com',
      databaseUrl: 'https://acme-retail.firebaseio.com',
      projectId: 'acme-retail',
      storageBucket: 'acme-retail.appspot.com',
      messagingSenderId: '123456789012',
    });
    expect(setting.statusCode, setting.body).toBe(200);
    const vapid = await cs(f.app, f.admin, 'GenerateVapidKeys', {
      updatedAt: setting.json().data.setting.updatedAt,
    });
    expect(vapid.statusCode, vapid.body).toBe(200);
    // Three browsers (the third one's subscription has ended); the fourth contact has none.
    const browsers = ['b0', 'b1', 'gone'].map((name) =>
      fakeBrowserSubscription(`${service.url}/push/${name}`),
    );
    for (const [i, browser] of browsers.entries()) {
      const { endpoint, keys } = browser.subscription;
      await ownerOf(f.app)
        .insertInto('web_push_subscriptions')
        .values({
          client_id: f.clientId,
          domain: 'shop.acme.test',
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
        })
        .execute();
      await identify(i, 'web_push', endpoint);
    }
    throttleWebPush = 1;
    const id = await insertChannelCommunication(ownerOf(f.app), f.clientId, [f.listId], 8, {
      kind: 'push',
      title: 'Hi {{ firstName }}',
      body: 'Spring sale starts now',
      imageUrl: '',
      deepLink: 'https://shop.acme.test/spring',
    });
    expect(await sendThroughEngine(f, id)).toBe('finished');

    // One 429, then each browser once; the browser reads the payload with its own keys.
    expect(service.received).toHaveLength(4);
    for (const [i, browser] of browsers.slice(0, 2).entries()) {
      const got = service.received.filter(
        (r) => r.path === new URL(browser.subscription.endpoint).pathname,
      );
      const payload = JSON.parse(browser.decrypt(got.at(-1)!.body));
      expect(payload).toMatchObject({
        title: `Hi ${f.contacts[i]!.firstName}`,
        body: 'Spring sale starts now',
        url: 'https://shop.acme.test/spring',
      });
      expect(payload.messageId).toMatch(new RegExp(`^c${id}\\.r1\\.m\\d+$`));
      expect(got.at(-1)!.headers.authorization).toMatch(/^vapid t=/);
    }
    const rows = await messagesByAddress(f, id);
    expect(rows.size).toBe(3);
    expect(rows.get(browsers[0]!.subscription.endpoint)).toMatchObject({
      status: 'sent',
      provider_message_id: 'b0',
    });
    expect(rows.get(browsers[1]!.subscription.endpoint)).toMatchObject({
      status: 'sent',
      provider_message_id: 'b1',
    });
    expect(rows.get(browsers[2]!.subscription.endpoint)).toMatchObject({ status: 'failed' });
    expect((await providerPause(f, '8'))?.reason ?? '').toMatch(/429/);

    // The ended subscription is suppressed: the next campaign does not post to it.
    const before = service.received.length;
    const next = await insertChannelCommunication(ownerOf(f.app), f.clientId, [f.listId], 8, {
      kind: 'push',
      title: 'Again',
      body: 'b',
      imageUrl: '',
      deepLink: '',
    });
    expect(await sendThroughEngine(f, next)).toBe('finished');
    expect(
      service.received
        .slice(before)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/push/b0', '/push/b1']);
  }, 60_000);
});

describe('a mobile push campaign through the engine', () => {
  it('sends Android devices through FCM and iOS devices through APNs, records their ids, suppresses an unregistered token and waits out a 429', async () => {
    const { mobileAppId } = await createPushApp(f.app, f.admin);
    const devices = [
      { token: ANDROID_TOKEN, platform: 'android' as const },
      { token: IOS_TOKEN, platform: 'ios' as const },
      { token: GONE_TOKEN, platform: 'android' as const },
    ];
    for (const [i, device] of devices.entries()) {
      await ownerOf(f.app)
        .insertInto('mobile_push_devices')
        .values({ client_id: f.clientId, app_id: mobileAppId, ...device })
        .execute();
      await identify(i, 'device_token', device.token);
    }
    throttleFcm = 1;
    const id = await insertChannelCommunication(
      ownerOf(f.app),
      f.clientId,
      [f.listId],
      14,
      {
        kind: 'push',
        title: 'Hi {{ firstName }}',
        body: 'Your offer',
        imageUrl: '',
        deepLink: 'acme://offers',
      },
      { mobileAppId },
    );
    expect(await sendThroughEngine(f, id)).toBe('finished');

    const sends = fcm.received.filter((r) => r.path === '/v1/projects/acme-shop/messages:send');
    // One 429, then the Android device and the unregistered token once each.
    expect(sends).toHaveLength(3);
    const android = sends
      .map((r) => JSON.parse(r.body.toString()).message)
      .filter((m) => m.token === ANDROID_TOKEN);
    expect(android.at(-1)).toMatchObject({
      notification: { title: `Hi ${f.contacts[0]!.firstName}`, body: 'Your offer' },
      data: { url: 'acme://offers' },
    });
    expect(sends.at(-1)!.headers.authorization).toBe('Bearer ya29.t');
    expect(apns.received).toHaveLength(1);
    expect(apns.received[0]!.headers[':path']).toBe(`/3/device/${IOS_TOKEN}`);
    expect(JSON.parse(apns.received[0]!.body).aps.alert).toEqual({
      title: `Hi ${f.contacts[1]!.firstName}`,
      body: 'Your offer',
    });

    const rows = await messagesByAddress(f, id);
    expect(rows.get(ANDROID_TOKEN)).toMatchObject({
      status: 'sent',
      provider_message_id: `projects/acme-shop/messages/${ANDROID_TOKEN.slice(-4)}`,
    });
    expect(rows.get(IOS_TOKEN)).toMatchObject({ status: 'sent', provider_message_id: 'APNS-ID-1' });
    expect(rows.get(GONE_TOKEN)).toMatchObject({ status: 'failed' });
    expect(rows.get(GONE_TOKEN)?.error).toMatch(/UNREGISTERED/);
    expect((await providerPause(f, '14'))?.reason ?? '').toMatch(/429/);

    const before = fcm.received.length;
    const next = await insertChannelCommunication(
      ownerOf(f.app),
      f.clientId,
      [f.listId],
      14,
      { kind: 'push', title: 'Again', body: 'b', imageUrl: '', deepLink: '' },
      { mobileAppId },
    );
    expect(await sendThroughEngine(f, next)).toBe('finished');
    const tokens = fcm.received
      .slice(before)
      .filter((r) => r.path.endsWith(':send'))
      .map((r) => JSON.parse(r.body.toString()).message.token);
    expect(tokens).toEqual([ANDROID_TOKEN]);
  }, 60_000);
});
