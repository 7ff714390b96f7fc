import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { createChannelsApp, cs, type TCaller } from '../channel-common/channel-test-helpers.ts';
import { TEST_P12_BASE64, TEST_P12_PASSWORD } from './test-fixtures/apns-test-cert.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createChannelsApp();
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const SERVER_KEY = 'AAAA-fcm-server-key-0123456789';
const app = (extra: object = {}) => ({
  appName: 'Acme Shop',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=com.acme.shop',
  appStoreUrl: 'https://apps.apple.com/app/id123456789',
  fcmSenderId: '123456789012',
  fcmServerKey: SERVER_KEY,
  ...extra,
});

describe('Mobile push apps', () => {
  it('refuses a malformed certificate and a wrong password, saving nothing', async () => {
    const garbage = await cs(
      t.app,
      admin,
      'UpsertMobilePushApp',
      app({
        apnsCertificate: Buffer.from('not a certificate').toString('base64'),
        apnsCertPassword: 'x',
      }),
    );
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().errors.apnsCertificate).toBe('The file is not a valid .p12 certificate');
    const wrong = await cs(
      t.app,
      admin,
      'UpsertMobilePushApp',
      app({
        apnsCertificate: TEST_P12_BASE64,
        apnsCertPassword: 'wrong-password',
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.apnsCertPassword).toBe(
      'The certificate could not be opened with this password',
    );
    const notBase64 = await cs(
      t.app,
      admin,
      'UpsertMobilePushApp',
      app({ apnsCertificate: '%%%' }),
    );
    expect(notBase64.statusCode).toBe(400);
    expect((await cs(t.app, admin, 'GetMobilePushApps')).json().data.apps).toEqual([]);
  });

  it.each([
    [{ appName: '' }, 'appName', 'Enter app name'],
    [{ playStoreUrl: 'http://play.google.com/x' }, 'playStoreUrl', 'Enter valid HTTPS URL'],
    [{ appStoreUrl: 'apps.apple.com' }, 'appStoreUrl', 'Enter valid HTTPS URL'],
    [{ fcmSenderId: '12a' }, 'fcmSenderId', 'Enter digits only'],
  ])('refuses %j under its field', async (extra, field, message) => {
    const res = await cs(t.app, admin, 'UpsertMobilePushApp', app(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('saves with the certificate opened, everything secret sealed and masked', async () => {
    const res = await cs(
      t.app,
      admin,
      'UpsertMobilePushApp',
      app({
        apnsCertificate: TEST_P12_BASE64,
        apnsCertPassword: TEST_P12_PASSWORD,
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().data.app;
    expect(saved).toMatchObject({
      appName: 'Acme Shop',
      fcmServerKey: '••••••••',
      apnsCertPassword: '••••••••',
      apnsCertificate: { subject: 'CN=Resonate Test APNs' },
    });
    for (const body of [res.body, (await cs(t.app, viewer, 'GetMobilePushApps')).body]) {
      expect(body).not.toContain(SERVER_KEY);
      expect(body).not.toContain(TEST_P12_PASSWORD);
      expect(body).not.toContain(TEST_P12_BASE64.slice(0, 40));
    }
    const rows = JSON.stringify(
      (await sql`select * from mobile_push_apps`.execute(t.app.ownerDb)).rows,
    );
    expect(rows).not.toContain(SERVER_KEY);
    expect(rows).not.toContain(TEST_P12_PASSWORD);
    expect(rows).not.toContain(TEST_P12_BASE64.slice(0, 40));

    // A new password alone is tried against the stored certificate.
    const edit = {
      ...app({ fcmServerKey: '' }),
      mobileAppId: saved.mobileAppId,
      updatedAt: saved.updatedAt,
    };
    const badPassword = await cs(t.app, admin, 'UpsertMobilePushApp', {
      ...edit,
      apnsCertPassword: 'nope',
    });
    expect(badPassword.json().errors.apnsCertPassword).toBe(
      'The certificate could not be opened with this password',
    );
    const kept = await cs(t.app, admin, 'UpsertMobilePushApp', { ...edit, appStoreUrl: '' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.app).toMatchObject({ fcmServerKey: '••••••••', appStoreUrl: '' });
    const stale = await cs(t.app, admin, 'UpsertMobilePushApp', edit);
    expect(stale.statusCode).toBe(409);
  });

  it('checks app names per client, whatever the case, and refuses duplicates', async () => {
    const taken = await cs(t.app, viewer, 'CheckMobileAppName', { appName: 'acme SHOP' });
    expect(taken.json().data.exists).toBe(true);
    const free = await cs(t.app, brand, 'CheckMobileAppName', { appName: 'Acme Shop' });
    expect(free.json().data.exists).toBe(false);
    const dup = await cs(t.app, admin, 'UpsertMobilePushApp', app({ appName: 'ACME shop' }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors.appName).toBe('An app with this name already exists');
  });

  it('answers 404 across clients and 403 to non-admins', async () => {
    const [saved] = (await cs(t.app, admin, 'GetMobilePushApps')).json().data.apps;
    const one = await cs(t.app, viewer, 'GetMobilePushAppByID', { mobileAppId: saved.mobileAppId });
    expect(one.json().data.app.appName).toBe('Acme Shop');
    const foreign = await cs(t.app, brand, 'GetMobilePushAppByID', {
      mobileAppId: saved.mobileAppId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await cs(t.app, viewer, 'UpsertMobilePushApp', app({ appName: 'Other' }))).statusCode,
    ).toBe(403);
  });
});
