import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MSG } from '@resonate/contracts/communication-settings/mobile-push-devices';
import { startApnsServer, startHttpPushServer } from '#/channels/push-servers.test-helpers.ts';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { createChannelsApp, cs, type TCaller } from '../channel-common/channel-test-helpers.ts';
import { ANDROID_TOKEN, IOS_TOKEN, appCall, createPushApp } from './mobile-push.test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;
let mobileAppId: number;
const deviceIds: Record<string, number> = {};
const GONE_TOKEN = 'fcm-token-GONE:APA91bHun4MxP5egoKMwt2KZFBa';
let fcm: Awaited<ReturnType<typeof startHttpPushServer>>;
let apns: Awaited<ReturnType<typeof startApnsServer>>;

beforeAll(async () => {
  fcm = await startHttpPushServer((request) => {
    if (request.path === '/token') {
      return { status: 200, body: JSON.stringify({ access_token: 'ya29.t', expires_in: 3600 }) };
    }
    const { message } = JSON.parse(request.body.toString());
    if (message.token === GONE_TOKEN) {
      const details = [{ errorCode: 'UNREGISTERED' }];
      return { status: 404, body: JSON.stringify({ error: { status: 'NOT_FOUND', details } }) };
    }
    return { status: 200, body: JSON.stringify({ name: 'projects/acme-shop/messages/77' }) };
  });
  apns = await startApnsServer(() => ({ status: 200, headers: { 'apns-id': 'APNS-77' } }));
  t = await createChannelsApp({
    ALLOW_PRIVATE_CHANNEL_HOSTS: 'true',
    FCM_BASE_URL: fcm.url,
    APNS_BASE_URL: apns.url,
  });
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
  const created = await createPushApp(t.app, admin);
  mobileAppId = created.mobileAppId;
  for (const [token, platform] of [
    [ANDROID_TOKEN, 'android'],
    [IOS_TOKEN, 'ios'],
    [GONE_TOKEN, 'android'],
  ]) {
    const res = await appCall(t.app, created.appKey, 'devices', { token, platform });
    deviceIds[token] = res.json().data.deviceId;
  }
});
afterAll(async () => {
  await Promise.all([t.close(), fcm.close(), apns.close()]);
});

const sendTest = (caller: TCaller, deviceId: number, extra: object = {}) =>
  cs(t.app, caller, 'SendTestMobilePush', {
    mobileAppId,
    deviceId,
    title: 'Test from Resonate',
    body: 'Mobile push works.',
    ...extra,
  });

describe('SendTestMobilePush', () => {
  it('pushes to an Android device through FCM and to an iOS device through APNs', async () => {
    const android = await sendTest(admin, deviceIds[ANDROID_TOKEN]!);
    expect(android.statusCode, android.body).toBe(200);
    expect(android.json()).toMatchObject({ message: 'Test push sent', data: { ok: true } });
    const sent = JSON.parse(fcm.received.at(-1)!.body.toString()).message;
    expect(sent).toMatchObject({
      token: ANDROID_TOKEN,
      notification: { title: 'Test from Resonate', body: 'Mobile push works.' },
    });
    expect(sent.data.messageId).toMatch(/^test-/);

    const ios = await sendTest(admin, deviceIds[IOS_TOKEN]!);
    expect(ios.json().data.ok).toBe(true);
    const apnsSent = apns.received.at(-1)!;
    expect(apnsSent.headers[':path']).toBe(`/3/device/${IOS_TOKEN}`);
    expect(JSON.parse(apnsSent.body).aps.alert).toMatchObject({ title: 'Test from Resonate' });
  });

  it('disables a device the push service says is gone, then refuses to test it', async () => {
    const gone = await sendTest(admin, deviceIds[GONE_TOKEN]!);
    expect(gone.json()).toMatchObject({
      message: 'Test push failed',
      data: { ok: false, response: DEV_MSG.gone },
    });
    const again = await sendTest(admin, deviceIds[GONE_TOKEN]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DEV_MSG.disabled);
  });

  it('refuses non-admins, other clients, unknown devices and an empty title', async () => {
    const pushesBefore = fcm.received.length;
    expect((await sendTest(viewer, deviceIds[ANDROID_TOKEN]!)).statusCode).toBe(403);
    expect((await sendTest(brand, deviceIds[ANDROID_TOKEN]!)).statusCode).toBe(404);
    const unknown = await sendTest(admin, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(DEV_MSG.notFound);
    const noTitle = await sendTest(admin, deviceIds[ANDROID_TOKEN]!, { title: ' ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors.title).toBeTruthy();
    expect(fcm.received.length).toBe(pushesBefore);
  });
});
