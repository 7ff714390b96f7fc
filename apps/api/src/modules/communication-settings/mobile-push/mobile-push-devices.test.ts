import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { createChannelsApp, cs, type TCaller } from '../channel-common/channel-test-helpers.ts';
import { ANDROID_TOKEN, IOS_TOKEN, appCall, createPushApp } from './mobile-push.test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;
let appId: number;
let appKey: string;

beforeAll(async () => {
  t = await createChannelsApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
  ({ mobileAppId: appId, appKey } = await createPushApp(t.app, admin));
  await cs(t.app, admin, 'UpsertMobilePushTemplate', {
    mobileAppId: appId,
    name: 'Weekly offers',
    language: 'en',
    message: { title: 'Offers', body: 'New this week' },
  });
});
afterAll(() => t.close());

describe('devices, goals, setup and analytics', () => {
  it('registers devices only with a valid app key', async () => {
    const device = {
      token: ANDROID_TOKEN,
      platform: 'android',
      appVersion: '2.1.0',
      osVersion: '14',
      deviceModel: 'Pixel 8',
      language: 'fr-CA',
    };
    expect((await appCall(t.app, 'rmk_' + 'x'.repeat(32), 'devices', device)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/mobile-push/devices', payload: device }))
        .statusCode,
    ).toBe(401);
    expect(
      (await appCall(t.app, appKey, 'devices', { ...device, token: 'short' })).json().errors.token,
    ).toBe('Send the device push token');
    expect(
      (await appCall(t.app, appKey, 'devices', { ...device, platform: 'web' })).statusCode,
    ).toBe(400);
    expect((await appCall(t.app, appKey, 'devices', device)).statusCode).toBe(200);
    expect(
      (await appCall(t.app, appKey, 'devices', { ...device, appVersion: '2.2.0' })).statusCode,
    ).toBe(200);
    await appCall(t.app, appKey, 'devices', {
      token: IOS_TOKEN,
      platform: 'ios',
      appVersion: '2.2.0',
      osVersion: '18.1',
      language: 'en',
    });
    await appCall(t.app, appKey, 'devices', {
      token: 'old-token-' + 'z'.repeat(20),
      platform: 'android',
    });
    expect(
      (
        await appCall(t.app, appKey, 'devices/unregister', { token: 'old-token-' + 'z'.repeat(20) })
      ).json().data.accepted,
    ).toBe(true);
  });

  it('lists devices with filters and the device master, per client', async () => {
    const list = await cs(t.app, viewer, 'GetMobilePushDeviceList', {
      mobileAppId: appId,
      status: 'active',
    });
    expect(list.json().totalRows).toBe(2);
    const [first] = list.json().data.devices;
    expect(first).toMatchObject({
      platform: 'ios',
      tokenPreview: `${IOS_TOKEN.slice(0, 8)}…${IOS_TOKEN.slice(-6)}`,
      appVersion: '2.2.0',
    });
    expect(list.body).not.toContain(ANDROID_TOKEN);
    const android = await cs(t.app, viewer, 'GetMobilePushDeviceList', {
      mobileAppId: appId,
      platform: 'android',
      status: 'active',
    });
    expect(android.json().data.devices.map((d: { language: string }) => d.language)).toEqual([
      'fr',
    ]);
    const search = await cs(t.app, viewer, 'GetMobilePushDeviceList', {
      mobileAppId: appId,
      search: 'fcm-token',
    });
    expect(search.json().totalRows).toBe(1);
    const disabled = await cs(t.app, viewer, 'GetMobilePushDeviceList', {
      mobileAppId: appId,
      status: 'disabled',
    });
    expect(disabled.json().totalRows).toBe(1);
    const master = (await cs(t.app, viewer, 'GetUserDeviceMaster', { mobileAppId: appId })).json()
      .data;
    expect(master.platforms).toEqual([
      { value: 'android', count: 1 },
      { value: 'ios', count: 1 },
    ]);
    expect(master.appVersions).toEqual([{ value: '2.2.0', count: 2 }]);
    expect(
      (await cs(t.app, brand, 'GetMobilePushDeviceList', { mobileAppId: appId })).statusCode,
    ).toBe(404);
    expect((await cs(t.app, brand, 'GetUserDeviceMaster', { mobileAppId: appId })).statusCode).toBe(
      404,
    );
  });

  it('counts goal conversions from app events and shows the analytics per app', async () => {
    const master = (await cs(t.app, viewer, 'GetMobilePushGoalMaster')).json().data.goalTypes;
    expect(master.map((g: { goalType: string }) => g.goalType)).toEqual([
      'screen_view',
      'event',
      'purchase',
      'deep_link_open',
    ]);
    const goal = {
      mobileAppId: appId,
      name: 'Bought',
      goalType: 'purchase',
      match: 'starts_with',
      target: 'SKU-',
      value: null,
    };
    const saved = await cs(t.app, admin, 'UpsertMobilePushGoalSetting', goal);
    expect(saved.statusCode).toBe(200);
    expect(
      (await cs(t.app, admin, 'UpsertMobilePushGoalSetting', { ...goal, name: 'bought' })).json()
        .errors.name,
    ).toBe('A goal with this name already exists');
    expect(
      (await cs(t.app, admin, 'UpsertMobilePushGoalSetting', { ...goal, goalType: 'tap' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await cs(t.app, viewer, 'UpsertMobilePushGoalSetting', { ...goal, name: 'X' })).statusCode,
    ).toBe(403);

    const event = (body: object) =>
      appCall(t.app, appKey, 'events', { token: ANDROID_TOKEN, ...body });
    expect(
      (await event({ type: 'purchase', name: 'SKU-42', value: 19.99 })).json().data.accepted,
    ).toBe(true);
    expect((await event({ type: 'purchase', name: 'gift-card' })).json().data.accepted).toBe(false);
    await event({ type: 'delivered', messageId: 'b1' });
    await event({ type: 'delivered', messageId: 'b1' });
    await event({ type: 'clicked', messageId: 'b1' });
    expect(
      (
        await appCall(t.app, appKey, 'events', {
          token: 'unknown-token-123456789',
          type: 'clicked',
          messageId: 'b1',
        })
      ).json().data.accepted,
    ).toBe(false);

    const goals = (
      await cs(t.app, viewer, 'GetMobilePushGoalSettings', { mobileAppId: appId })
    ).json().data.goals;
    expect(goals).toEqual([expect.objectContaining({ name: 'Bought', conversions: 1 })]);
    const analytics = (await cs(t.app, viewer, 'GetMobilePushAnalyticsList')).json().data;
    expect(analytics.rows.find((row: { key: string }) => row.key === String(appId))).toEqual({
      key: String(appId),
      label: 'Acme Shop',
      subscribers: 2,
      sent: 0,
      delivered: 1,
      clicked: 1,
      converted: 1,
    });
    expect((await cs(t.app, brand, 'GetMobilePushAnalyticsList')).json().data.rows).toEqual([]);
    const goalId = saved.json().data.goal.goalId;
    expect((await cs(t.app, brand, 'DeleteMobilePushGoalSetting', { goalId })).statusCode).toBe(
      404,
    );
    expect((await cs(t.app, admin, 'DeleteMobilePushGoalSetting', { goalId })).statusCode).toBe(
      200,
    );
  });

  it('gives the setup checklist, and replaces the app key only with the version seen', async () => {
    const setup = (await cs(t.app, viewer, 'GetMobilePushSetup', { mobileAppId: appId })).json()
      .data;
    expect(setup.appKey).toBe(appKey);
    expect(
      Object.fromEntries(
        setup.checklist.map((s: { step: string; done: boolean }) => [s.step, s.done]),
      ),
    ).toEqual({
      fcm: true,
      apns: true,
      appKey: true,
      sdk: true,
      template: true,
      broadcast: false,
    });
    expect(
      (await cs(t.app, admin, 'EncodeMobilePushAppKey', { mobileAppId: appId })).statusCode,
    ).toBe(400);
    expect(
      (
        await cs(t.app, viewer, 'EncodeMobilePushAppKey', {
          mobileAppId: appId,
          updatedAt: setup.updatedAt,
        })
      ).statusCode,
    ).toBe(403);
    expect((await cs(t.app, brand, 'GetMobilePushSetup', { mobileAppId: appId })).statusCode).toBe(
      404,
    );
    const replaced = await cs(t.app, admin, 'EncodeMobilePushAppKey', {
      mobileAppId: appId,
      updatedAt: setup.updatedAt,
    });
    expect(replaced.json().data.appKey).toMatch(/^rmk_[A-Za-z0-9_-]{32}$/);
    expect(replaced.json().data.appKey).not.toBe(appKey);
    expect(
      (await appCall(t.app, appKey, 'devices', { token: ANDROID_TOKEN, platform: 'android' }))
        .statusCode,
    ).toBe(401);
  });
});
